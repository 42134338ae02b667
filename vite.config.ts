import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const backend = 'http://localhost:5000';

/**
 * The browser's build, and the server's (`vite build --ssr server-entry.tsx`): the first views the server draws
 * (src/web/server-entry.tsx), a module for Node beside the web app, in `ssr/`, which the server does not send.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  plugins: [
    react(),
    tailwindcss(),
    !isSsrBuild &&
      // The app as phones install it: its manifest, and a service worker (src/web/sw.ts) holding every built file
      // so that it opens without a network (decision record 038). It registers itself (features/offline).
      VitePWA({
        strategies: 'injectManifest',
        srcDir: '.',
        filename: 'sw.ts',
        injectRegister: false,
        manifestFilename: 'manifest.webmanifest',
        includeAssets: ['icons/apple-touch-icon.png'],
        manifest: {
          id: '/',
          name: 'Roadbook',
          short_name: 'Roadbook',
          description: 'Your road trips: the route, photos by place, stops and memos, on the road and after.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: '#0f766e',
          background_color: '#f8fafc',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
        },
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
          globIgnores: ['ssr/**', '.vite/**'],
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        },
      }),
    !isSsrBuild &&
      // A .br and a .gz beside every built file worth compressing, made once here at the strongest settings, so
      // that the server sends them as they are instead of compressing each response.
      compression({
        algorithms: [
          defineAlgorithm('gzip', { level: 9 }),
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ],
        threshold: 1024,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
        scheduler: { limit: 2 },
      }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src/web', import.meta.url)) } },
  // The server's build holds its packages too, React's production build among them: `npm start` sets no
  // NODE_ENV, and React's development build drew a trip page three times slower.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: '../../dist/web/ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // Which files each page's chunk needs, for the server to name them in the HTML it sends for that page.
        manifest: true,
        // Every browser the app supports preloads modules itself.
        modulePreload: { polyfill: false },
        // The small modules several pages share (icons, helpers) are copied into the chunks that use them rather than
        // each sent as a file of its own: a trip page loads 20 files instead of 74, which over HTTP/1.1's six
        // connections at a time painted it a fifth sooner. Rolldown keeps one state per module across the copies.
        // Every module the entry needs before it runs is in one file (the group of `$initial` modules), since every
        // page loads them first: split by what later chunks share, they were seven files, and a trip page 21, not 16.
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
    },
  },
}));

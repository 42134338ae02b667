import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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

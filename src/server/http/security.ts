import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).host;
  } catch {
    return 'invalid';
  }
}

function isSameOrigin(request: FastifyRequest, appUrl: string): boolean {
  const sender = request.headers.origin ?? request.headers.referer;
  // Requests without Origin or Referer come from non-browser clients, which carry no ambient cookies of a victim.
  if (!sender) return true;
  const host = originOf(sender);
  return host === request.host || host === originOf(appUrl);
}

/**
 * Security headers on every response, and a same-origin rule for state-changing requests: a browser
 * always names the page that sent them, and a page of another site is refused.
 */
/** The origin of a tile URL template such as `https://{s}.tile.example.org/{z}/{x}/{y}.png`. */
export function tileOrigin(template: string): string | undefined {
  try {
    return new URL(template.replace(/\{s\}/g, 'a').replace(/\{[^}]+\}/g, '0')).origin;
  } catch {
    return undefined;
  }
}

export function registerSecurity(
  app: FastifyInstance,
  options: { appUrl: string; tileUrl: string; stripe: boolean },
): void {
  // Stripe Elements loads its script and card frames from Stripe when card payments go through Stripe.
  const stripeScripts = options.stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = options.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = options.stripe ? ['https://api.stripe.com'] : [];
  const { appUrl } = options;
  const tiles = tileOrigin(options.tileUrl);
  const tileSources = tiles
    ? [options.tileUrl.includes('{s}.') ? tiles.replace('://a.', '://*.') : tiles]
    : [];
  // Built once: the plugin for Fastify builds Helmet's middleware again for every request.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...stripeScripts],
        frameSrc: ["'self'", ...stripeFrames],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSources],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeApi],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, () => done()),
  );

  // Only JSON and multipart bodies are accepted; plain text is what a cross-site form could send.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, appUrl)) throw forbidden('Cross-site request refused');
  });
}

import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SIGNED_IN_HINT_SCRIPT } from '@mithaq/contracts/signed-in-hint';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every response (OWASP Secure Headers). Scripts only from our origin, and the
 * one inline script of the prerendered pages, allowed by its hash (CSP Level 3 "hash-source";
 * docs/decisions/0040-signed-in-state-on-prerendered-pages.md). Mantine sets inline style attributes,
 * hence 'unsafe-inline' for styles only.
 */

/** The hash-source that allows the prerendered pages' head script and no other inline script. */
export const SIGNED_IN_HINT_HASH = `'sha256-${createHash('sha256').update(SIGNED_IN_HINT_SCRIPT).digest('base64')}'`;

/**
 * Firebase Phone Auth's hosts (its SDK, reCAPTCHA and the identity APIs), allowed only when the site
 * configures Firebase (docs/decisions/0013-verification.md).
 */
const FIREBASE = {
  script: ['https://www.google.com', 'https://www.gstatic.com', 'https://apis.google.com'],
  frame: ['https://www.google.com', 'https://*.firebaseapp.com'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.google.com'],
};

/** The page a password reset link opens (apps/web reset-password-page.tsx). */
const RESET_PAGE = '/reset-password';

interface SecurityOptions {
  formActionOrigin?: string;
  firebase?: boolean;
  /** The bucket photos are redirected to (docs/decisions/0020-files-in-object-storage.md). */
  imageOrigin?: string | null;
}

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const firebase = (hosts: string[]) => (options.firebase ? hosts : []);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", SIGNED_IN_HINT_HASH, ...firebase(FIREBASE.script)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigin ? [options.imageOrigin] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...firebase(FIREBASE.connect)],
        frameSrc: ["'self'", ...firebase(FIREBASE.frame)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The checkout form posts to the payment provider (PayU's hosted page, or our sandbox).
        formAction: ["'self'", ...(options.formActionOrigin ? [options.formActionOrigin] : [])],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Member data must never sit in a shared or browser cache.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    // A reset link carries its token in the address: that page sends no Referer, not even to us
    // (OWASP Forgot Password Cheat Sheet, "URL tokens").
    if (request.url === RESET_PAGE || request.url.startsWith(`${RESET_PAGE}?`)) {
      reply.header('referrer-policy', 'no-referrer');
    }
    return payload;
  });
});

/**
 * Helmet's headers, worked out once. @fastify/helmet rebuilt every middleware from the options on each
 * request (7 µs, and two hooks, one of them async); none of ours depends on the request, so the same
 * list is set on every response's raw object, where a hijacked response (the event stream) keeps them.
 */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

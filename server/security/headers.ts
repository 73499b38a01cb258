import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';
import { THEME_BOOT_SCRIPT } from '#domain/themeBoot.ts';

/** Stripe Checkout's origin: the only foreign place a page of ours may hand the user over to. */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/** YouTube's privacy-enhanced embed: the one foreign frame a page of ours shows (the landing's demo). */
const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export interface HeaderSettings {
  production: boolean;
  stripeConfigured: boolean;
}

/**
 * Powerful browser features no page of the site uses, switched off for our pages and anything they
 * might embed: an injected script or a hostile frame cannot ask for the camera, the location, etc.
 */
const NO_FEATURES = [
  'accelerometer',
  'bluetooth',
  'browsingTopics',
  'camera',
  'displayCapture',
  'geolocation',
  'gyroscope',
  'hid',
  'idleDetection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

/** The one inline script the pages carry, named by its hash (decision 299): nothing injected matches it. */
const THEME_BOOT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

/**
 * Security headers on every response, HTML and JSON alike (hono/secure-headers).
 * style-src allows inline styles because Radix and sonner position popovers and toasts with
 * style attributes; scripts are 'self' and the theme boot's hash only, which is what stops injected
 * markup from running.
 */
export function securityHeaders(settings: HeaderSettings): MiddlewareHandler {
  const formAction = settings.stripeConfigured ? ["'self'", STRIPE_CHECKOUT_ORIGIN] : ["'self'"];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", THEME_BOOT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https://i.ytimg.com'],
      // The landing's demo player (decision 200), inserted only when someone presses play.
      frameSrc: ["'self'", YOUTUBE_EMBED_ORIGIN],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction,
      objectSrc: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: Object.fromEntries(NO_FEATURES.map((feature) => [feature, []])),
    // HSTS on plain-http localhost would pin developers' browsers to https for a year.
    strictTransportSecurity: settings.production ? 'max-age=31536000; includeSubDomains' : false,
  });
}

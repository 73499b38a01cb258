/**
 * The zod the browser code uses: zod/mini, whose functional API lets the bundler keep only the
 * checks a module calls (a few KB gzip instead of about 25 KB for classic zod).
 */
import * as z from 'zod/mini';

// The site's CSP (script-src 'self') forbids eval. zod/mini objects never compile parsers, but a
// shared config means no module can bring back the `new Function` probe (a CSP violation report on
// every page) by importing classic zod later: every schema module imports z from here.
z.config({ jitless: true });

export { z };

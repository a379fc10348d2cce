import { config } from 'zod';

/**
 * The app runs under a Content-Security-Policy without 'unsafe-eval' (issue 20): zod's compiled
 * parsers (built with `new Function`) are off, so it neither uses eval nor probes for it, which
 * the browser would report as a violation. Imported first, before any schema is built.
 */
config({ jitless: true });

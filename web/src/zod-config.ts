import { config } from 'zod';

/**
 * The app runs under a Content-Security-Policy without 'unsafe-eval' (issue 20): zod's compiled
 * parsers (built with `new Function`) are off, so it neither uses eval nor probes for it, which
 * the browser would report as a violation. The build puts this module in zod's own chunk, after
 * zod (vite.config.ts), so it runs before any chunk that builds a schema; the first load has no
 * zod (issue 21), and the contract's chunk imports this first (sdk-client/contract-client.ts).
 */
config({ jitless: true });

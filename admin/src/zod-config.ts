import { config } from 'zod';

/**
 * The console runs under the product's Content-Security-Policy, without 'unsafe-eval' (ADR 0014):
 * zod's compiled parsers are off before the contract builds its first schema.
 */
config({ jitless: true });

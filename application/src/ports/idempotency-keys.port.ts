/** The answer a create gave, kept under its idempotency key. */
export interface KeptAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** What claiming a key finds: a new key, the answer kept for the same request, or another request. */
export type IdempotencyClaim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'replay'; readonly answer: KeptAnswer }
  | { readonly kind: 'reused' };

/**
 * Creates' idempotency keys (issue 25), each the caller's own (`scope`). Claimed and kept inside
 * the create's transaction: a second request with the key waits for the first to commit and then
 * finds its answer, or, if the first rolled back, claims the key itself.
 */
export interface IdempotencyKeys {
  /**
   * Claims `key` for the request whose fingerprint is given; a key claimed before `expiredBefore`
   * counts as new.
   */
  claim(
    scope: string,
    key: string,
    fingerprint: string,
    now: Date,
    expiredBefore: Date,
  ): Promise<IdempotencyClaim>;
  /** Keeps the answer of the request that claimed the key. */
  keep(scope: string, key: string, answer: KeptAnswer): Promise<void>;
}
export const IDEMPOTENCY_KEYS: symbol = Symbol.for('IdempotencyKeys');

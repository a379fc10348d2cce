import type { SessionClaims, SessionTokens } from '@bequest/application';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

const ClaimsSchema = z.object({
  tenantId: z.string(),
  accountId: z.string(),
  activeProfileId: z.string(),
  sessionVersion: z.number().int(),
  expiresAt: z.number().int(),
});

const THIRTY_DAYS_MS = 30 * 86_400_000;

/**
 * Session tokens signed with HMAC-SHA256: `payload.signature`, both base64url. The key is the
 * deployment's secret, shared by every replica.
 */
export class HmacSessionTokens implements SessionTokens {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
    private readonly lifetimeMs: number = THIRTY_DAYS_MS,
  ) {
    if (secret.length < 32) throw new Error('the session secret needs at least 32 characters');
  }

  issue(claims: SessionClaims): string {
    const payload = Buffer.from(
      JSON.stringify({ ...claims, expiresAt: this.now() + this.lifetimeMs }),
    ).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  read(token: string): SessionClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = ClaimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
      if (claims.expiresAt <= this.now()) return null;
      const { expiresAt: _expiresAt, ...session } = claims;
      return session;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

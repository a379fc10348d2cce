import type { SessionClaims, SessionTokens } from '@bequest/application';
import { z } from 'zod';
import { SignedPayloads } from './signed-payloads';

const ClaimsSchema = z.object({
  tenantId: z.string(),
  accountId: z.string(),
  activeProfileId: z.string(),
  sessionVersion: z.number().int(),
  expiresAt: z.number().int(),
});

const THIRTY_DAYS_MS = 30 * 86_400_000;

/** Session tokens signed with the deployment's secret, shared by every replica. */
export class HmacSessionTokens implements SessionTokens {
  private readonly payloads: SignedPayloads<typeof ClaimsSchema>;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
    private readonly lifetimeMs: number = THIRTY_DAYS_MS,
  ) {
    this.payloads = new SignedPayloads(secret, ClaimsSchema);
  }

  issue(claims: SessionClaims): string {
    return this.payloads.sign({ ...claims, expiresAt: this.now() + this.lifetimeMs });
  }

  read(token: string): SessionClaims | null {
    const claims = this.payloads.read(token);
    if (!claims || claims.expiresAt <= this.now()) return null;
    const { expiresAt: _expiresAt, ...session } = claims;
    return session;
  }
}

import { beforeEach, describe, expect, it } from '@jest/globals';
import type { SessionClaims, SessionTokens } from '../../ports/session-tokens.port';
import { tamperedCopies, UNISSUED_TOKENS } from './signed-tokens';

const CLAIMS: SessionClaims = {
  tenantId: 'bequest',
  accountId: 'a1',
  activeProfileId: 'p1',
  sessionVersion: 2,
};

/** What SessionTokens promises: a token reads as the claims it was issued for, or as null. */
export const sessionTokensContract = (setUp: () => Promise<SessionTokens>): void =>
  describe('SessionTokens contract', () => {
    let tokens: SessionTokens;
    beforeEach(async () => {
      tokens = await setUp();
    });

    it('reads back the claims it issued a token for', () => {
      expect(tokens.read(tokens.issue(CLAIMS))).toEqual(CLAIMS);
    });

    it('reads a token that was tampered with as null', () => {
      const token = tokens.issue(CLAIMS);
      for (const forged of tamperedCopies(token)) expect(tokens.read(forged)).toBeNull();
    });

    it('reads anything else as null', () => {
      for (const token of [...UNISSUED_TOKENS, JSON.stringify(CLAIMS), '"bequest"'])
        expect(tokens.read(token)).toBeNull();
    });
  });

import { beforeEach, describe, expect, it } from '@jest/globals';
import type { SsoTransaction, SsoTransactions } from '../../ports/sso-transactions.port';
import { secondsAfter, T0 } from './fixed-time';

const started: SsoTransaction = {
  tenantId: 'acme-wealth',
  state: 'state-1',
  nonce: 'nonce-1',
  codeVerifier: 'verifier-1',
  redirectUri: 'https://acme.example/api/v2/sso/callback',
  returnPath: '/dashboard',
  createdAt: T0,
};

/** What SsoTransactions promises, for a store that starts empty on each `setUp`. */
export const ssoTransactionsContract = (setUp: () => Promise<SsoTransactions>): void =>
  describe('SsoTransactions contract', () => {
    let transactions: SsoTransactions;
    beforeEach(async () => {
      transactions = await setUp();
      await transactions.save(started);
    });

    it('answers the tenant’s transaction of a state once, then never again', async () => {
      expect(await transactions.consume('acme-wealth', 'state-1', T0)).toEqual(started);
      expect(await transactions.consume('acme-wealth', 'state-1', T0)).toBeNull();
    });

    it('answers the transaction to one of many concurrent callbacks', async () => {
      const answers = await Promise.all(
        [1, 2, 3].map(() => transactions.consume('acme-wealth', 'state-1', T0)),
      );
      expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
    });

    it('answers nothing for another tenant or state, and leaves the transaction usable', async () => {
      expect(await transactions.consume('bequest', 'state-1', T0)).toBeNull();
      expect(await transactions.consume('acme-wealth', 'state-2', T0)).toBeNull();
      expect(await transactions.consume('acme-wealth', 'state-1', T0)).toEqual(started);
    });

    it('answers nothing for a transaction started before `notBefore`', async () => {
      expect(await transactions.consume('acme-wealth', 'state-1', secondsAfter(1))).toBeNull();
      expect(await transactions.consume('acme-wealth', 'state-1', T0)).toEqual(started);
    });
  });

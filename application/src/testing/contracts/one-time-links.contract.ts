import { beforeEach, describe, expect, it } from '@jest/globals';
import type { OneTimeLinkPurpose, OneTimeLinks } from '../../ports/one-time-links.port';
import { secondsAfter, T0 } from './fixed-time';
import type { Owners } from './owners';

export interface OneTimeLinksSubject {
  readonly links: OneTimeLinks;
  readonly owners: Owners;
}

const EXPIRES_AT = secondsAfter(24 * 60 * 60);

/** What OneTimeLinks promises, for a store that starts empty on each `setUp`. */
export const oneTimeLinksContract = (setUp: () => Promise<OneTimeLinksSubject>): void =>
  describe('OneTimeLinks contract', () => {
    let links: OneTimeLinks;
    const create = (accountId: string, purpose: OneTimeLinkPurpose, tenantId = 'bequest') =>
      links.create({ tenantId, accountId, purpose, expiresAt: EXPIRES_AT });
    beforeEach(async () => {
      const subject = await setUp();
      links = subject.links;
      await subject.owners.givenAccount('bequest', 'a1');
      await subject.owners.givenAccount('bequest', 'a2');
    });

    it('answers the account of a secret once, then never again', async () => {
      const secret = await create('a1', 'verify_email');
      expect(await links.consume('bequest', 'verify_email', secret, T0)).toBe('a1');
      expect(await links.consume('bequest', 'verify_email', secret, T0)).toBeNull();
    });

    it('answers the account to one of many concurrent uses of a secret', async () => {
      const secret = await create('a1', 'verify_email');
      const answers = await Promise.all(
        [1, 2, 3].map(() => links.consume('bequest', 'verify_email', secret, T0)),
      );
      expect(answers.filter((answer) => answer === 'a1')).toHaveLength(1);
    });

    it('makes a new secret each time', async () => {
      expect(await create('a1', 'verify_email')).not.toBe(await create('a2', 'verify_email'));
    });

    it('answers nothing for a secret of another tenant or purpose, and leaves it usable', async () => {
      const secret = await create('a1', 'verify_email');
      expect(await links.consume('willow', 'verify_email', secret, T0)).toBeNull();
      expect(await links.consume('bequest', 'reset_password', secret, T0)).toBeNull();
      expect(await links.consume('bequest', 'verify_email', 'unknown', T0)).toBeNull();
      expect(await links.consume('bequest', 'verify_email', secret, T0)).toBe('a1');
    });

    it('works until the instant it expires, not at it', async () => {
      const early = await create('a1', 'verify_email');
      const late = await create('a2', 'verify_email');
      expect(await links.consume('bequest', 'verify_email', early, secondsAfter(86_399))).toBe(
        'a1',
      );
      expect(await links.consume('bequest', 'verify_email', late, EXPIRES_AT)).toBeNull();
    });

    it('ends the account’s older secrets of the purpose when it makes a new one, and no others', async () => {
      const first = await create('a1', 'verify_email');
      const reset = await create('a1', 'reset_password');
      const others = await create('a2', 'verify_email');
      const second = await create('a1', 'verify_email');
      expect(await links.consume('bequest', 'verify_email', first, T0)).toBeNull();
      expect(await links.consume('bequest', 'verify_email', second, T0)).toBe('a1');
      expect(await links.consume('bequest', 'reset_password', reset, T0)).toBe('a1');
      expect(await links.consume('bequest', 'verify_email', others, T0)).toBe('a2');
    });

    it('ends every unused secret of an account at once, and no other account’s', async () => {
      const verify = await create('a1', 'verify_email');
      const reset = await create('a1', 'reset_password');
      const others = await create('a2', 'reset_password');
      await links.endAll('bequest', 'a1');
      expect(await links.consume('bequest', 'verify_email', verify, T0)).toBeNull();
      expect(await links.consume('bequest', 'reset_password', reset, T0)).toBeNull();
      expect(await links.consume('bequest', 'reset_password', others, T0)).toBe('a2');
    });

    it('ends nothing of an account in another tenant', async () => {
      const secret = await create('a1', 'verify_email');
      await links.endAll('willow', 'a1');
      expect(await links.consume('bequest', 'verify_email', secret, T0)).toBe('a1');
    });
  });

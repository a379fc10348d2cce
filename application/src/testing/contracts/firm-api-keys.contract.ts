import { beforeEach, describe, expect, it } from '@jest/globals';
import type { FirmApiKeyRecord, FirmApiKeys } from '../../ports/firm-api-keys.port';
import { secondsAfter, T0 } from './fixed-time';

const keyOf = (id: string, tenantId: string, createdAt: Date = T0): FirmApiKeyRecord => ({
  id,
  tenantId,
  label: 'CRM sync',
  scopes: ['clients:read', 'documents:read'],
  createdAt,
  createdBy: 'partners@bequest.example',
  lastUsedAt: null,
  revokedAt: null,
  replacedBy: null,
});
const A = 'aaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbb';
const C = 'cccccccccccccccc';
const secretOf = (id: string) => `bqk_live_${id}_${id.slice(0, 1).repeat(48)}`;

/**
 * What FirmApiKeys promises (issue 25): a key is found only by its id with the whole key it was
 * issued as; keys are listed per tenant, newest first; a revocation never lengthens a key's life.
 */
export const firmApiKeysContract = (setUp: () => Promise<FirmApiKeys>): void =>
  describe('FirmApiKeys contract', () => {
    let keys: FirmApiKeys;
    beforeEach(async () => {
      keys = await setUp();
      await keys.create(keyOf(A, 'bequest'), secretOf(A));
      await keys.create(keyOf(B, 'bequest', secondsAfter(60)), secretOf(B));
      await keys.create(keyOf(C, 'willow'), secretOf(C));
    });

    it('finds a key by its id and whole key only', async () => {
      expect(await keys.findByKey(A, secretOf(A))).toEqual(keyOf(A, 'bequest'));
      expect(await keys.findByKey(A, secretOf(B))).toBeNull();
      expect(await keys.findByKey(B, secretOf(A))).toBeNull();
      expect(await keys.findByKey(A, `${secretOf(A)}0`)).toBeNull();
      expect(await keys.find('dddddddddddddddd')).toBeNull();
    });

    it('lists one tenant’s keys, or all, newest first', async () => {
      expect((await keys.list('bequest')).map((key) => key.id)).toEqual([B, A]);
      expect((await keys.list('willow')).map((key) => key.id)).toEqual([C]);
      expect((await keys.list(null)).map((key) => key.id).sort()).toEqual([A, B, C]);
    });

    it('revokes at a time, never later than one already set, and names the replacement', async () => {
      const later = secondsAfter(86_400);
      expect(await keys.revoke(A, later, B)).toMatchObject({ revokedAt: later, replacedBy: B });
      expect(await keys.revoke(A, secondsAfter(60))).toMatchObject({
        revokedAt: secondsAfter(60),
        replacedBy: B,
      });
      expect((await keys.revoke(A, later))?.revokedAt).toEqual(secondsAfter(60));
      expect(await keys.revoke('dddddddddddddddd', T0)).toBeNull();
    });

    it('records the latest use', async () => {
      await keys.touch(A, secondsAfter(10));
      await keys.touch(A, secondsAfter(5));
      expect((await keys.find(A))?.lastUsedAt).toEqual(secondsAfter(10));
    });
  });

import { beforeEach, describe, expect, it } from '@jest/globals';
import type { DocumentStorage, KeptCopy } from '../../ports/document-storage.port';
import { T0 } from './fixed-time';

const download: KeptCopy = {
  tenantId: 'bequest',
  purpose: 'download',
  accountId: 'a1',
  profileId: 'p1',
  kind: 'WILL',
  documentVersion: 3,
};
const giftLetter: KeptCopy = {
  tenantId: 'bequest',
  purpose: 'email',
  giftId: 'gift-1',
  kind: 'STOCK_GIFT_LETTER',
  giftVersion: 2,
};
const pdf = (text: string) => Buffer.from(`%PDF-1.7 ${text}`);
// The SHA-256 of "%PDF-1.7 will", in hex (`printf '%PDF-1.7 will' | sha256sum`).
const WILL_SHA256 = '26b84e5bae4e04b9abcc2ee6b3b725013dec80db262f30708b7dea65c3cf92cc';

/** What DocumentStorage promises, for a storage center that starts empty on each `setUp`. */
export const documentStorageContract = (setUp: () => Promise<DocumentStorage>): void =>
  describe('DocumentStorage contract', () => {
    let storage: DocumentStorage;
    beforeEach(async () => {
      storage = await setUp();
    });

    it('keeps a copy’s bytes, answering its key, its SHA-256 and its size', async () => {
      const kept = await storage.keep(download, pdf('will'), T0);
      expect(kept).toEqual({ key: expect.any(String), sha256: WILL_SHA256, bytes: 13 });
      expect(await storage.read(kept.key)).toEqual(pdf('will'));
    });

    it('keeps a gift’s letter as it keeps a document', async () => {
      const kept = await storage.keep(giftLetter, pdf('letter'), T0);
      expect(await storage.read(kept.key)).toEqual(pdf('letter'));
    });

    it('hashes the same bytes alike and other bytes otherwise', async () => {
      const first = await storage.keep(download, pdf('will'), T0);
      const again = await storage.keep({ ...download, purpose: 'email' }, pdf('will'), T0);
      const other = await storage.keep(download, pdf('trust'), T0);
      expect(again.sha256).toBe(first.sha256);
      expect(other.sha256).not.toBe(first.sha256);
      expect(await storage.read(again.key)).toEqual(pdf('will'));
      expect(await storage.read(other.key)).toEqual(pdf('trust'));
    });

    it('reads nothing under a key it never gave', async () => {
      await storage.keep(download, pdf('will'), T0);
      expect(await storage.read('missing')).toBeNull();
      expect(await storage.read(`${'0'.repeat(64)}.pdf`)).toBeNull();
      expect(await storage.read('../../etc/passwd')).toBeNull();
    });
  });

import type { DocumentStorage, KeptCopy, StoredCopy } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomUUID } from 'node:crypto';
import { query } from '../mikro-orm/query';
import type { BlobStore } from './blob-store';

/**
 * The storage center: each PDF kept once under its SHA-256 in a blob store (a directory or an S3
 * bucket), and a row in PostgreSQL per copy that left the product (who, which document and
 * version, why, when).
 */
export class StorageCenter implements DocumentStorage {
  constructor(
    private readonly em: EntityManager,
    private readonly blobs: BlobStore,
  ) {}

  async keep(copy: KeptCopy, pdf: Buffer, at: Date): Promise<StoredCopy> {
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const key = `${sha256}.pdf`;
    await this.blobs.put(key, pdf);
    await query(
      this.em,
      `insert into stored_document (id, tenant_id, account_id, profile_id, gift_id, kind, document_version, purpose, sha256, bytes, storage_key, created_at)
        values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        copy.tenantId,
        ...('giftId' in copy
          ? [null, null, copy.giftId, copy.kind, copy.giftVersion]
          : [copy.accountId, copy.profileId, null, copy.kind, copy.documentVersion]),
        copy.purpose,
        sha256,
        pdf.length,
        key,
        at,
      ],
    );
    return { key, sha256, bytes: pdf.length };
  }

  async read(key: string): Promise<Buffer | null> {
    return /^[0-9a-f]{64}\.pdf$/.test(key) ? this.blobs.get(key) : null;
  }
}

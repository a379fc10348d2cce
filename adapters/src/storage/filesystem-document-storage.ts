import type { DocumentStorage, StoredCopy } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { query } from '../mikro-orm/query';

/**
 * The storage center on a filesystem: each PDF stored once under its SHA-256, and a row per
 * copy that left the product (who, which document and version, why, when).
 */
export class FilesystemDocumentStorage implements DocumentStorage {
  constructor(
    private readonly em: EntityManager,
    private readonly directory: string,
  ) {}

  async keep(
    copy: Parameters<DocumentStorage['keep']>[0],
    pdf: Buffer,
    at: Date,
  ): Promise<StoredCopy> {
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const key = `${sha256}.pdf`;
    await mkdir(this.directory, { recursive: true });
    await writeFile(join(this.directory, key), pdf, { flag: 'w' });
    await query(
      this.em,
      `insert into stored_document (id, tenant_id, account_id, profile_id, kind, document_version, purpose, sha256, bytes, storage_key, created_at)
        values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        copy.tenantId,
        copy.accountId,
        copy.profileId,
        copy.kind,
        copy.documentVersion,
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
    if (!/^[0-9a-f]{64}\.pdf$/.test(key)) return null;
    try {
      return await readFile(join(this.directory, key));
    } catch {
      return null;
    }
  }
}

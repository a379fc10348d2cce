import type { ErasureReport, MergeReport, PersonRecords } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BlobStore } from '../../storage/blob-store';
import { contextual } from '../context';
import { query } from '../query';
import { ACCOUNT_TABLES } from './account-tables';
import { likeLiteral } from './like-pattern';

type Table = keyof typeof ACCOUNT_TABLES;
const TABLES = Object.keys(ACCOUNT_TABLES) as Table[];

/** Runs a writing statement and answers how many rows it touched. */
const counted = async (em: EntityManager, sql: string, params: readonly unknown[]) => {
  const [row] = await query<{ n: number }>(
    em,
    `with touched as (${sql} returning 1) select count(*)::int as n from touched`,
    params,
  );
  return row?.n ?? 0;
};

/** What a unique index that refuses a merge stands for, in support's words. */
const CONFLICTS: Readonly<Record<string, string>> = {
  attorney_consult_request_one_open:
    'Both accounts have an open attorney-consult request: close one of them first.',
  attorney_drafted_plan_one_open:
    'Both accounts have an open attorney-drafted plan: close one of them first.',
};

/**
 * Merge and erasure on request across every table of ACCOUNT_TABLES (issue 24), each in one
 * transaction; an erasure removes the stored copies' bytes once the rows are gone.
 */
export class PostgresPersonRecords implements PersonRecords {
  constructor(
    private readonly em: EntityManager,
    private readonly blobs: BlobStore,
  ) {}

  async merge(
    tenantId: string,
    fromAccountId: string,
    intoAccountId: string,
  ): Promise<{ readonly report: MergeReport } | { readonly conflict: string }> {
    try {
      return {
        report: await contextual(this.em).transactional(async () => {
          const moved: Record<string, number> = {};
          for (const table of TABLES) {
            const { column, merge } = ACCOUNT_TABLES[table];
            if (merge === 'move')
              moved[table] = await counted(
                this.em,
                `update "${table}" set "${column}" = ? where "${column}" = ?`,
                [intoAccountId, fromAccountId],
              );
            else if (merge === 'drop')
              await counted(this.em, `delete from "${table}" where "${column}" = ?`, [
                fromAccountId,
              ]);
          }
          await counted(this.em, 'delete from account where id = ? and tenant_id = ?', [
            fromAccountId,
            tenantId,
          ]);
          return { moved };
        }),
      };
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code !== '23505') throw error;
      return {
        conflict:
          CONFLICTS[constraint ?? ''] ??
          `Both accounts hold a record that can exist only once (${constraint}): resolve it first.`,
      };
    }
  }

  async erase(tenantId: string, accountId: string, email: string): Promise<ErasureReport> {
    const removed: Record<string, number> = {};
    const kept: Record<string, number> = {};
    const keys = await contextual(this.em).transactional(async () => {
      const [{ keys: storageKeys = [] } = {}] = await query<{ keys: string[] }>(
        this.em,
        `select coalesce(array_agg(storage_key), '{}') as keys from stored_document
          where account_id = ? and gift_id is null`,
        [accountId],
      );
      for (const table of TABLES) {
        const { column, erase } = ACCOUNT_TABLES[table];
        if (erase === 'keep') {
          const [row] = await query<{ n: number }>(
            this.em,
            `select count(*)::int as n from "${table}" where "${column}" = ?`,
            [accountId],
          );
          kept[table] = row?.n ?? 0;
          continue;
        }
        const giftsToo = erase === 'remove';
        removed[table] = await counted(
          this.em,
          `delete from "${table}" where "${column}" = ?${giftsToo ? '' : ' and gift_id is null'}`,
          [accountId],
        );
        if (!giftsToo) {
          const [row] = await query<{ n: number }>(
            this.em,
            `select count(*)::int as n from "${table}" where "${column}" = ?`,
            [accountId],
          );
          kept[table] = row?.n ?? 0;
        }
      }
      removed.mail_outbox = await counted(
        this.em,
        'delete from mail_outbox where tenant_id = ? and recipient = ?',
        [tenantId, email],
      );
      removed.sign_in_failure = await counted(
        this.em,
        `delete from sign_in_failure where key = ? or key like ?`,
        [
          `${tenantId}:account:${email}`,
          `${likeLiteral(`${tenantId}:device:`)}%${likeLiteral(`:${email}`)}`,
        ],
      );
      removed.account = await counted(
        this.em,
        'delete from account where id = ? and tenant_id = ?',
        [accountId, tenantId],
      );
      return storageKeys;
    });
    for (const key of keys) await this.blobs.remove(key);
    return { removed, kept };
  }
}

import type { SsoTransaction, SsoTransactions } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

interface SsoTransactionRow {
  state: string;
  tenant_id: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_path: string;
  created_at: Date;
}

/** Sign-ins in flight; a state is consumed by one atomic update, so a replay finds nothing. */
export class PostgresSsoTransactions implements SsoTransactions {
  constructor(private readonly em: EntityManager) {}

  async save(transaction: SsoTransaction): Promise<void> {
    await query(
      this.em,
      `insert into sso_transaction
        (state, tenant_id, nonce, code_verifier, redirect_uri, return_path, created_at)
        values (?, ?, ?, ?, ?, ?, ?)`,
      [
        transaction.state,
        transaction.tenantId,
        transaction.nonce,
        transaction.codeVerifier,
        transaction.redirectUri,
        transaction.returnPath,
        transaction.createdAt,
      ],
    );
  }

  async consume(tenantId: string, state: string, notBefore: Date): Promise<SsoTransaction | null> {
    const rows = await query<SsoTransactionRow>(
      this.em,
      `update sso_transaction set consumed_at = now()
        where state = ? and tenant_id = ? and consumed_at is null and created_at >= ?
        returning state, tenant_id, nonce, code_verifier, redirect_uri, return_path, created_at`,
      [state, tenantId, notBefore],
    );
    const row = rows[0];
    return row
      ? {
          state: row.state,
          tenantId: row.tenant_id,
          nonce: row.nonce,
          codeVerifier: row.code_verifier,
          redirectUri: row.redirect_uri,
          returnPath: row.return_path,
          createdAt: new Date(row.created_at),
        }
      : null;
  }
}

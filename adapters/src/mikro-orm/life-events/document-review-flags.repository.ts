import type {
  DocumentReviewFlag,
  DocumentReviewFlags,
  ReviewFlagOwner,
} from '@bequest/application';
import type { DocumentKind, DocumentReview, LifeEventKind } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

interface FlagRow {
  id: string;
  kind: DocumentKind;
  document_id: string;
  event: LifeEventKind;
  reason: string;
  to_update: string;
  state_note: string | null;
  moved_from: string | null;
  flagged_at: Date;
}

const flagOf = (row: FlagRow): DocumentReviewFlag => ({
  id: row.id,
  kind: row.kind,
  documentId: row.document_id,
  event: row.event,
  reason: row.reason,
  update: row.to_update,
  stateNote: row.state_note,
  movedFrom: row.moved_from,
  flaggedAt: new Date(row.flagged_at),
});

/** The review flags of each profile's finished documents, in `document_review_flag` (issue 29). */
export class PostgresDocumentReviewFlags implements DocumentReviewFlags {
  constructor(private readonly em: EntityManager) {}

  async raise(
    owner: ReviewFlagOwner,
    flags: readonly (DocumentReview & { readonly id: string })[],
    at: Date,
  ): Promise<void> {
    for (const flag of flags)
      await query(
        this.em,
        `insert into document_review_flag
          (id, tenant_id, account_id, profile_id, kind, document_id, event, reason, to_update, state_note, moved_from, flagged_at)
          values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        on conflict (tenant_id, account_id, profile_id, document_id, event) where dismissed_at is null
        do update set id = excluded.id, seq = excluded.seq, kind = excluded.kind,
          reason = excluded.reason, to_update = excluded.to_update, state_note = excluded.state_note, moved_from = excluded.moved_from,
          flagged_at = excluded.flagged_at`,
        [
          flag.id,
          owner.tenantId,
          owner.accountId,
          owner.profileId,
          flag.kind,
          flag.documentId,
          flag.event,
          flag.reason,
          flag.update,
          flag.stateNote,
          flag.movedFrom,
          at,
        ],
      );
  }

  async listOpen(owner: ReviewFlagOwner): Promise<DocumentReviewFlag[]> {
    const rows = await query<FlagRow>(
      this.em,
      `select id, kind, document_id, event, reason, to_update, state_note, moved_from, flagged_at
        from document_review_flag
        where tenant_id = ? and account_id = ? and profile_id = ? and dismissed_at is null
        order by flagged_at, seq`,
      [owner.tenantId, owner.accountId, owner.profileId],
    );
    return rows.map(flagOf);
  }

  async dismiss(owner: ReviewFlagOwner, id: string, at: Date): Promise<boolean> {
    const rows = await query(
      this.em,
      `update document_review_flag set dismissed_at = ?
        where id = ? and tenant_id = ? and account_id = ? and profile_id = ? and dismissed_at is null
        returning id`,
      [at, id, owner.tenantId, owner.accountId, owner.profileId],
    );
    return rows.length > 0;
  }

  async lastYearlyReview(owner: ReviewFlagOwner): Promise<Date | null> {
    const rows = await query<{ reviewed_at: Date }>(
      this.em,
      `select reviewed_at from yearly_review
        where tenant_id = ? and account_id = ? and profile_id = ?`,
      [owner.tenantId, owner.accountId, owner.profileId],
    );
    return rows[0] ? new Date(rows[0].reviewed_at) : null;
  }

  async recordYearlyReview(owner: ReviewFlagOwner, at: Date): Promise<void> {
    await query(
      this.em,
      `insert into yearly_review (tenant_id, account_id, profile_id, reviewed_at)
        values (?, ?, ?, ?)
        on conflict (tenant_id, account_id, profile_id) do update set reviewed_at = excluded.reviewed_at`,
      [owner.tenantId, owner.accountId, owner.profileId, at],
    );
  }
}

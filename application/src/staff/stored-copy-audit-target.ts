import type { StoredCopyRecord } from '../ports/stored-copies.port';

/** Whose stored copy a staff read of its bytes touches, for the audit trail. */
export const storedCopyAuditTarget = (copy: StoredCopyRecord) => ({
  tenantId: copy.tenantId,
  accountId: copy.accountId,
  subject: copy.id,
});

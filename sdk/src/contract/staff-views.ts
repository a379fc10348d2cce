import { StaffReasonSchema, StaffRoleSchema } from '@bequest/domain';
import { z } from 'zod';

const timestamp = z.iso.datetime();
const id = z.string().min(1).max(100);

/** A signed-in staff member, as the company's provider names them. */
export const StaffMemberViewSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type StaffMemberView = z.output<typeof StaffMemberViewSchema>;

/** Where the console lands after signing in: a path of the console. */
export const StartStaffSignInBodySchema = z.object({
  returnPath: z
    .string()
    .max(500)
    .regex(/^\/internal-only(\/|$)/, 'Please give a path of the staff console')
    .default('/internal-only'),
});

/** The page of a list: 1-based, at most 100 rows; lists are paged on the server. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

/** One page of a list, and how many rows the whole list has. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative() });

/** Why a staff member opens a person's data; the person sees it (ADR 0022). */
export const ReasonQuerySchema = z.object({ reason: StaffReasonSchema });

export const PeopleQuerySchema = PageQuerySchema.extend({
  /** A name, an e-mail address or an account id; all accounts when left out. */
  q: z.string().trim().max(200).optional(),
});

/** An account in a search across tenants: its owner's name and its e-mail. */
export const PersonSummarySchema = z.object({
  id,
  tenantId: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: timestamp,
  /**
   * False for a typed account (ADR 0004): it keeps the address as typed, but another account
   * holds it; sign-in, resets and verification reach the holder.
   */
  holdsEmail: z.boolean(),
});
export type PersonSummary = z.output<typeof PersonSummarySchema>;

const ProgressSchema = z.enum(['NOT_STARTED', 'INCOMPLETE', 'FINISHED', 'ERROR', 'EMPTY']);

/** A person's record as support reads it: the account, its profiles and their documents' progress. */
export const PersonRecordSchema = PersonSummarySchema.extend({
  isRegistered: z.boolean(),
  isEmailConfirmed: z.boolean(),
  signInCount: z.number().int(),
  signsInWithFirm: z.boolean(),
  profiles: z.array(
    z.object({
      id,
      name: z.string(),
      isAccountOwner: z.boolean(),
      documents: z.array(z.object({ kind: z.string(), progress: ProgressSchema })),
    }),
  ),
  storedCopies: z.number().int().nonnegative(),
});
export type PersonRecord = z.output<typeof PersonRecordSchema>;

const day = z.iso.date();

export const StoredCopiesQuerySchema = PageQuerySchema.extend({
  /** The person's name or account id. */
  person: z.string().trim().max(200).optional(),
  email: z.string().trim().max(254).optional(),
  /** The document's kind (WILL, RLT, …) or the stored copy's id. */
  document: z.string().trim().max(100).optional(),
  /** Kept on or after this day (UTC). */
  from: day.optional(),
  /** Kept on or before this day (UTC). */
  to: day.optional(),
});

/** A copy the storage center keeps: whose, which document and version, why, its hash, when. */
export const StoredCopyViewSchema = z.object({
  id,
  tenantId: z.string(),
  accountId: z.string().nullable(),
  email: z.string().nullable(),
  person: z.string().nullable(),
  kind: z.string(),
  version: z.number().int(),
  purpose: z.enum(['download', 'email', 'mail']),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().nonnegative(),
  createdAt: timestamp,
  /** When the retention job may remove it (docs/legal/storage-retention.md); null while held. */
  keptUntil: timestamp.nullable(),
  /** The policy or the hold that keeps it, in staff's words. */
  keptBecause: z.string(),
});
export type StoredCopyView = z.output<typeof StoredCopyViewSchema>;

export const StoredCopyParamsSchema = z.object({ storedDocumentId: id });

/** The stored bytes hashed again and compared with the SHA-256 recorded when the copy was kept. */
export const StoredCopyVerificationSchema = z.object({
  id,
  recordedSha256: z.string(),
  /** Null when the bytes are missing from the blob store. */
  computedSha256: z.string().nullable(),
  matches: z.boolean(),
});
export type StoredCopyVerification = z.output<typeof StoredCopyVerificationSchema>;

export const AuditEntriesQuerySchema = PageQuerySchema.extend({
  /** The account whose entries to list. */
  accountId: z.string().trim().max(100).optional(),
  staffEmail: z.string().trim().max(254).optional(),
});

/** One entry of the append-only audit log: who, in which role, did what to whom, when and why. */
export const AuditEntryViewSchema = z.object({
  id,
  at: timestamp,
  staffEmail: z.string(),
  staffName: z.string(),
  staffRole: StaffRoleSchema,
  action: z.string(),
  tenantId: z.string().nullable(),
  accountId: z.string().nullable(),
  /** What was read or changed besides the person: a stored copy's id, a search's terms. */
  subject: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntryView = z.output<typeof AuditEntryViewSchema>;

/** What a person is shown of staff looking at their account: when, what, the role and the reason. */
export const StaffAccessViewSchema = z.object({
  at: timestamp,
  description: z.string(),
  staffRole: z.string(),
  reason: z.string().nullable(),
});
export type StaffAccessView = z.output<typeof StaffAccessViewSchema>;

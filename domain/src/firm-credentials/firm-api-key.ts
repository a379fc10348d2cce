import { z } from 'zod';

/**
 * What a partner firm's API key may do (issue 25). The one list: the contract names one of these
 * on each firm route, the console offers them when a key is issued, the server checks them.
 */
export const FIRM_SCOPES = ['clients:read', 'documents:read'] as const;
export type FirmScope = (typeof FIRM_SCOPES)[number];

/** What each scope lets the firm do, in the console's words. */
export const FIRM_SCOPE_DESCRIPTIONS: Readonly<Record<FirmScope, string>> = {
  'clients:read': "List the firm's clients and their plan progress",
  'documents:read': "Read a client's documents and download the finished ones",
};

export const isFirmScope = (value: unknown): value is FirmScope =>
  typeof value === 'string' && (FIRM_SCOPES as readonly string[]).includes(value);

/** Every key starts with this, so a secret scanner and a person both recognize one. */
export const FIRM_KEY_PREFIX = 'bqk_live_';

/**
 * `bqk_live_<id>_<secret>`: the id (16 hex digits) finds the key without revealing it, the secret
 * (48 hex digits, 192 bits) proves it. Only a SHA-256 hash of the whole key is kept.
 */
const FIRM_KEY_PATTERN = /^bqk_live_([0-9a-f]{16})_([0-9a-f]{48})$/;

/** A presented key's id, or null when the text is not a key at all. */
export const firmKeyIdOf = (presented: string): string | null =>
  FIRM_KEY_PATTERN.exec(presented)?.[1] ?? null;

/** A key from its id and secret, both lowercase hex of the lengths above. */
export const firmKeyFrom = (id: string, secret: string): string => {
  const key = `${FIRM_KEY_PREFIX}${id}_${secret}`;
  if (!FIRM_KEY_PATTERN.test(key))
    throw new Error('a firm key needs a 16- and a 48-digit hex part');
  return key;
};

/** A rotated key keeps working this long by default, so the firm can deploy the new one. */
export const FIRM_KEY_DEFAULT_GRACE_HOURS = 24;
/** The longest grace a rotation may give the old key: one week. */
export const FIRM_KEY_MAX_GRACE_HOURS = 168;

/** What a staff member names a key by: its use, as the firm told them. */
export const FirmKeyLabelSchema = z
  .string()
  .trim()
  .min(3, 'Give the key a label of at least 3 characters, such as "CRM sync".')
  .max(100, 'Keep the label to 100 characters or fewer.');

/** At least one scope, each once. */
export const FirmScopesSchema = z
  .array(z.enum(FIRM_SCOPES))
  .min(1, 'Choose at least one scope for the key.')
  .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once.');

export type FirmKeyStatus = 'active' | 'expiring' | 'revoked';

/**
 * A key is active until its revocation time; a rotated key in its grace period has a revocation
 * time still to come ("expiring"), and keeps working until then.
 */
export const firmKeyStatus = (
  key: { readonly revokedAt: Date | null },
  now: Date,
): FirmKeyStatus =>
  key.revokedAt === null ? 'active' : key.revokedAt > now ? 'expiring' : 'revoked';

export const firmKeyWorks = (key: { readonly revokedAt: Date | null }, now: Date): boolean =>
  firmKeyStatus(key, now) !== 'revoked';

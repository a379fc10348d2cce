import type { SigningRecord, SigningStatus, SigningSummary } from './signing-record-schema';

/** Fields that record what happened to a document, not what it says. */
const BOOKKEEPING = new Set([
  'signing',
  'finalizedAt',
  'isDownloaded',
  'hasNotifiedNominee',
  'hasCompletedFindANotary',
  'lastSectionCompletedUpdatedAt',
  'nominees',
]);

const stable = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => !BOOKKEEPING.has(key))
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
};

/**
 * A fingerprint of a document's answers (FNV-1a over their canonical JSON, with its length):
 * it tells a changed document from the one signed; it is not a security measure.
 */
export const answersDigest = (data: object): string => {
  const text = stable(data);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${text.length}`;
};

/** Whether the document was marked signed, and whether its answers changed since. */
export const signingStatus = <Data extends { readonly signing?: SigningRecord | null }>(
  data: Data,
): SigningStatus =>
  !data.signing
    ? 'NOT_SIGNED'
    : data.signing.answersDigest === answersDigest(data)
      ? 'SIGNED'
      : 'CHANGED_SINCE_SIGNED';

export const signingSummary = <Data extends { readonly signing?: SigningRecord | null }>(
  data: Data,
): SigningSummary => ({
  status: signingStatus(data),
  signedOn: data.signing?.signedOn ?? null,
});

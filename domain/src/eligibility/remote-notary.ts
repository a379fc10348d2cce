import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { PlanType } from '../products/product-type';

/** States whose wills may be notarized online (documents.md 4.4, 9). */
export const REMOTE_NOTARY_STATES = ['IL'] as const;

/**
 * A plan may be notarized online when the remote-witness flag is on, its state is listed, it is a
 * will that proves itself, and it is not a mirror plan (documents.md 4.4). The specification asks
 * for "a self-proving affidavit"; Illinois, its only state, has none: an Illinois will proves
 * itself by its witnesses' attestation clause (755 ILCS 5/6-4(a)), so either counts (ADR 0010).
 */
export const isRemoteNotaryEligible = (input: {
  readonly remoteWitnessFlag: boolean;
  readonly state: string | null | undefined;
  readonly planType: PlanType;
  /** The plan's hasSelfProvingAffidavit: the will carries the self-proof its state accepts. */
  readonly isSelfProved: boolean;
  readonly hasMirror: boolean;
}): boolean =>
  input.remoteWitnessFlag &&
  (REMOTE_NOTARY_STATES as readonly string[]).includes(input.state ?? '') &&
  input.planType === 'WILL' &&
  input.isSelfProved &&
  !input.hasMirror;

const ADDRESS = z.url();
/** https, or plain http to this machine only (a local stand-in of the service). */
const ALLOWED_ORIGIN = /^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$))/i;

/**
 * The online notarization service's "easy link" (documents.md 7.7) from a deployment's settings:
 * `REMOTE_NOTARY_URL`, in which `{key}` stands for `REMOTE_NOTARY_KEY`. Null when no service is
 * set; an error that names the setting when it cannot be used.
 */
export const readRemoteNotaryLink = (
  settings: Readonly<Record<string, string | undefined>>,
): Result<string | null, string> => {
  const template = settings.REMOTE_NOTARY_URL?.trim();
  if (!template) return ok(null);
  const key = settings.REMOTE_NOTARY_KEY?.trim();
  if (template.includes('{key}') && !key)
    return err('REMOTE_NOTARY_URL names {key}, but REMOTE_NOTARY_KEY is not set');
  const link = template.replaceAll('{key}', encodeURIComponent(key ?? ''));
  if (!ADDRESS.safeParse(link).success) return err('REMOTE_NOTARY_URL is not a URL');
  return ALLOWED_ORIGIN.test(link) ? ok(link) : err('REMOTE_NOTARY_URL must use https');
};

import type { DocumentSlug } from '@bequest/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Result } from 'neverthrow';
import type { ConsumerClient } from '../client/deferred-client';
import type { ApiFailure } from '../client/send-call';
import { useBequest } from './client-context';
import { bequestKeys, type GiftKind } from './query-keys';

/** A consumer route the client calls, by name. */
type CallName = keyof ConsumerClient;
/** What the call takes: its params, query, body and controls (undefined when it needs none). */
export type MutationInput<Name extends CallName> = Parameters<ConsumerClient[Name]>[0];
/** What the call answers: the route's response, or the API's failure. */
export type MutationResult<Name extends CallName> = Awaited<ReturnType<ConsumerClient[Name]>>;
type AnswerOf<Name extends CallName> =
  MutationResult<Name> extends Result<infer Value, ApiFailure> ? Value : never;

/** How a change keeps the queries it touches true. */
export interface MutationEffects<Name extends CallName> {
  /**
   * The queries the change makes stale, named through `bequestKeys`; read again (and awaited)
   * after the change succeeds, before `mutateAsync` answers.
   */
  readonly invalidates?: (keys: typeof bequestKeys) => readonly QueryKey[];
  /**
   * Invalidate after a refusal too: for changes whose refusal may still mean the data moved on
   * (a stale version, a step already taken).
   */
  readonly evenWhenRefused?: boolean;
  /** Puts the answer in the cache first, for changes that answer the new state. */
  readonly update?: (
    cache: ReturnType<typeof useQueryClient>,
    answer: AnswerOf<Name>,
    input: MutationInput<Name>,
  ) => void;
}

/**
 * A change through the nearest BequestProvider's client, as a TanStack Query mutation.
 * `mutateAsync(input)` answers the call's Result: a refusal is an Err to read (its message, the
 * fields at fault), never a thrown error, and `isPending` says a change is on its way. After a
 * success the queries the change touched are updated and invalidated through the one key factory,
 * so every screen that reads them shows the change.
 *
 * @example
 * const accept = useBequestMutation('acceptTerms', { invalidates: (keys) => [keys.me()] });
 * const accepted = await accept.mutateAsync({ body });
 * if (accepted.isErr()) showError(accepted.error.error.message);
 */
export const useBequestMutation = <Name extends CallName>(
  name: Name,
  { invalidates, evenWhenRefused = false, update }: MutationEffects<Name> = {},
) => {
  const bequest = useBequest();
  const cache = useQueryClient();
  return useMutation<MutationResult<Name>, Error, MutationInput<Name>>({
    mutationKey: ['bequest', name],
    mutationFn: (input) =>
      (bequest[name] as (input?: unknown) => Promise<MutationResult<Name>>)(input),
    onSuccess: async (result, input) => {
      const answered = result as Result<AnswerOf<Name>, ApiFailure>;
      if (answered.isOk()) update?.(cache, answered.value, input);
      if (!answered.isOk() && !evenWhenRefused) return;
      await Promise.all(
        (invalidates?.(bequestKeys) ?? []).map((queryKey) => cache.invalidateQueries({ queryKey })),
      );
    },
  });
};

// The person and their profiles: each change reads the person again (`me`, and what hangs under
// it: experiments, reviews, trust funding, sharing).
const ME = { invalidates: (keys: typeof bequestKeys) => [keys.me()] };

/** Accepts the terms for a profile; the person is read again either way (the versions moved). */
export const useAcceptTerms = () =>
  useBequestMutation('acceptTerms', { ...ME, evenWhenRefused: true });

/** Adds a profile to the account. */
export const useCreateProfile = () => useBequestMutation('createProfile', ME);

/** Saves the active profile's plan (package type). */
export const useSavePackageType = () => useBequestMutation('savePackageType', ME);

/** Saves the household: its members, their plans and whether the trust is joint. */
export const useUpdateHousehold = () => useBequestMutation('updateHousehold', ME);

/** Answers the attorney-consult banner. */
export const useUpdateAttorneyConsult = () => useBequestMutation('updateAttorneyConsult', ME);

/** Stops sharing contact details with a nonprofit; the person is read again either way. */
export const useStopContactSharing = () =>
  useBequestMutation('stopContactSharing', { ...ME, evenWhenRefused: true });

// The account page's steps: each change reads the package events, the print-and-mail requests
// and the strategist calls again (one key).
const PACKAGE_EVENTS = {
  invalidates: (keys: typeof bequestKeys) => [keys.packageEvents.all()],
};

/** Asks for the documents by mail. */
export const useRequestPrintAndMail = () =>
  useBequestMutation('requestPrintAndMail', PACKAGE_EVENTS);

/** Sends the documents to the strategist, when the person schedules the call. */
export const useSendDocumentsToStrategist = () =>
  useBequestMutation('sendDocumentsToStrategist', PACKAGE_EVENTS);

/** Skips the strategist call. */
export const useSkipStrategistCall = () => useBequestMutation('skipStrategistCall', PACKAGE_EVENTS);

/** E-mails the nominees chosen of a document; its answer is the document as it now is. */
export const useNotifyNominees = (kind: DocumentSlug) =>
  useBequestMutation('notifyNominees', {
    update: (cache, document) => cache.setQueryData(bequestKeys.documents.detail(kind), document),
  });

/** The person's gifts of a kind, read again after one of them changed. */
const giftsOf = (kind: GiftKind) => ({
  invalidates: (keys: typeof bequestKeys) => [keys.gifts.list(kind)],
});

/** Withdraws a DAF grant recommendation. */
export const useCancelDafGrant = () => useBequestMutation('cancelDafGrant', giftsOf('daf-grant'));

/** Cancels a QCD gift. */
export const useCancelQcd = () => useBequestMutation('cancelQcd', giftsOf('qcd'));

/** Cancels a stock gift, the person's or a guest's by its link (`giftKey`). */
export const useCancelStockGift = () =>
  useBequestMutation('cancelStockGift', giftsOf('stock-gift'));

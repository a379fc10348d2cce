import {
  FORM_WIDE_ERROR,
  type ApiFailure,
  type BequestClient,
  type GiftStatus,
  type Result,
} from '@bequest/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Loading } from '../../components/Loading';
import { ApiError, unwrap, useBequest } from '../../sdk-client/bequest';
import { GIFT_REFUSED, GiftNotice, type PageHead } from '../stock-gifts/stock-gift-flow';

/** What the steps of a signed-in donor's gift share: the gift as last read, and what to do next. */
export interface OwnedGiftFlow<Gift> {
  readonly gift: Gift;
  /** Keeps the gift as a save answered it. */
  readonly saved: (gift: Gift) => void;
  /**
   * Reads a failed call: field messages put on the form's fields by `fieldOf` (answers the
   * form-wide message), a refused change or an unreachable gift shown as the page's state
   * (answers null), or the API's message.
   */
  readonly failed: <Values extends FieldValues>(
    failure: ApiFailure,
    setError?: UseFormSetError<Values>,
    fieldOf?: (name: string) => string | null,
  ) => string | null;
}

/**
 * The pages of one kind of gift that only its owner's session reaches (QCDs and DAF grants, ADR
 * 0019): a route that reads the gift by id, then shows its page with the gift, the not-found page
 * for a gift another account owns or that does not exist (both 404), and `notDraft` on a step
 * that only a draft has, once the gift was submitted or cancelled.
 */
export const ownedGiftFlow = <Gift extends { readonly id: string; readonly status: GiftStatus }>({
  name,
  head,
  read,
  notFound,
  notDraft,
}: {
  /** The gift's query key's first word. */
  readonly name: string;
  readonly head: (title: string) => PageHead;
  readonly read: (bequest: BequestClient, id: string) => Promise<Result<Gift, ApiFailure>>;
  readonly notFound: ReactNode;
  readonly notDraft: (gift: Gift) => ReactNode;
}) => {
  const Context = createContext<OwnedGiftFlow<Gift> | null>(null);
  const queryKey = (id: string) => [name, id];

  const useGiftFlow = (): OwnedGiftFlow<Gift> => {
    const flow = useContext(Context);
    if (!flow) throw new Error(`use the ${name} flow inside its GiftRoute`);
    return flow;
  };

  const GiftRoute = ({
    id,
    draftOnly = true,
    children,
  }: {
    readonly id: string;
    readonly draftOnly?: boolean;
    readonly children: ReactNode;
  }) => {
    const bequest = useBequest();
    const queryClient = useQueryClient();
    const query = useQuery({
      queryKey: queryKey(id),
      queryFn: () => unwrap(read(bequest, id)),
      retry: (count, error) =>
        !(error instanceof ApiError && error.failure.status === 404) && count < 2,
    });
    const [state, setState] = useState<'open' | 'refused' | 'not-found'>('open');
    const saved = useCallback(
      (gift: Gift) => {
        queryClient.setQueryData(queryKey(gift.id), gift);
        // The profile's line of the gift changed with it: the account page and menu follow.
        void queryClient.invalidateQueries({ queryKey: ['me'] });
        void queryClient.invalidateQueries({ queryKey: [`${name}s`] });
      },
      [queryClient],
    );
    const failed: OwnedGiftFlow<Gift>['failed'] = useCallback(
      <Values extends FieldValues>(
        failure: ApiFailure,
        setError?: UseFormSetError<Values>,
        fieldOf: (field: string) => string | null = (field) => field,
      ) => {
        if (failure.status === 404) {
          setState('not-found');
          return null;
        }
        if (failure.status === 409 && failure.error.code === GIFT_REFUSED) {
          setState('refused');
          void queryClient.invalidateQueries({ queryKey: queryKey(id) });
          return null;
        }
        if (failure.status === 409)
          return 'Your gift was changed in another window. Please check your answers and try again.';
        let shown = 0;
        for (const [field, message] of Object.entries(failure.error.fields ?? {})) {
          const formField = fieldOf(field);
          if (!formField || !setError) continue;
          setError(formField as Path<Values>, { message });
          shown += 1;
        }
        return shown > 0 ? FORM_WIDE_ERROR : failure.error.message;
      },
      [queryClient, id],
    );
    const gift = query.data;
    const flow = useMemo(() => (gift ? { gift, saved, failed } : null), [gift, saved, failed]);
    if (state === 'not-found') return notFound;
    if (query.isPending) return <Loading />;
    if (query.isError)
      return query.error instanceof ApiError && query.error.failure.status === 404 ? (
        notFound
      ) : (
        <GiftNotice title="We could not load your gift" head={head('We could not load your gift')}>
          <p role="alert">{query.error.message}</p>
          <p>
            <button type="button" className="button" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        </GiftNotice>
      );
    if (!flow) return <Loading />;
    if (state === 'refused' || (draftOnly && flow.gift.status !== 'DRAFT'))
      return notDraft(flow.gift);
    return <Context.Provider value={flow}>{children}</Context.Provider>;
  };

  return { GiftRoute, useGiftFlow, queryKey };
};

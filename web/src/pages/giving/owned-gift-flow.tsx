import type { ApiFailure, ConsumerClient, GiftStatus, Result } from '@bequest/sdk/app';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { Loading } from '../../components/Loading';
import { ApiError, bequestKeys, type GiftKind, unwrap, useBequest } from '@bequest/sdk/react';
import { GiftReadFailure, type PageHead } from '../stock-gifts/stock-gift-flow';
import { useGiftFailures, type ReadGiftFailure } from './gift-failures';

/** What the steps of a signed-in donor's gift share: the gift as last read, and what to do next. */
export interface OwnedGiftFlow<Gift> {
  readonly gift: Gift;
  /** Keeps the gift as a save answered it. */
  readonly saved: (gift: Gift) => void;
  readonly failed: ReadGiftFailure;
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
  /** The gift's kind, which names its queries. */
  readonly name: GiftKind;
  readonly head: (title: string) => PageHead;
  readonly read: (bequest: ConsumerClient, id: string) => Promise<Result<Gift, ApiFailure>>;
  readonly notFound: ReactNode;
  readonly notDraft: (gift: Gift) => ReactNode;
}) => {
  const Context = createContext<OwnedGiftFlow<Gift> | null>(null);

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
      queryKey: bequestKeys.gifts.detail(name, id),
      queryFn: () => unwrap(read(bequest, id)),
      retry: (count, error) =>
        !(error instanceof ApiError && error.failure.status === 404) && count < 2,
    });
    const { state, failed } = useGiftFailures(name, id);
    const saved = useCallback(
      (gift: Gift) => {
        queryClient.setQueryData(bequestKeys.gifts.detail(name, gift.id), gift);
        // The profile's line of the gift changed with it: the account page and menu follow.
        void queryClient.invalidateQueries({ queryKey: bequestKeys.me() });
        void queryClient.invalidateQueries({ queryKey: bequestKeys.gifts.list(name) });
      },
      [queryClient],
    );
    const gift = query.data;
    const flow = useMemo(() => (gift ? { gift, saved, failed } : null), [gift, saved, failed]);
    if (state === 'not-found') return notFound;
    if (query.isPending) return <Loading />;
    if (query.isError)
      return (
        <GiftReadFailure
          error={query.error}
          retry={() => void query.refetch()}
          head={head('We could not load your gift')}
        >
          {notFound}
        </GiftReadFailure>
      );
    if (!flow) return <Loading />;
    if (state === 'refused' || (draftOnly && flow.gift.status !== 'DRAFT'))
      return notDraft(flow.gift);
    return <Context.Provider value={flow}>{children}</Context.Provider>;
  };

  return { GiftRoute, useGiftFlow };
};

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '../../components/Loading';

/** A list of gifts as it loads: waiting, why it failed, `none` when empty, else `children` with it. */
export const GiftListState = <Gift,>({
  query,
  none,
  children,
}: {
  readonly query: UseQueryResult<Gift[]>;
  readonly none: string;
  readonly children: (gifts: Gift[]) => ReactNode;
}) => {
  if (query.isPending) return <Loading />;
  if (query.isError) return <p role="alert">We could not load your gifts: {query.error.message}</p>;
  if (query.data.length === 0) return <p>{none}</p>;
  return children(query.data);
};

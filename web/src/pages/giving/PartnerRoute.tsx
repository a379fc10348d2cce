import { storedPartnerOf, type ProductCode } from '@bequest/sdk/app';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { ApiError, usePartner } from '@bequest/sdk/react';

/**
 * A partner's gift page: the partner read by its URL name for `product`, which sets the partner
 * cookie (giving 4.8), then `children` with its display name. An unknown partner leads home
 * (giving 8); a failed read says so.
 */
export const PartnerRoute = ({
  urlName,
  product,
  children,
}: {
  readonly urlName: string;
  readonly product: ProductCode;
  readonly children: (displayName: string) => ReactNode;
}) => {
  const partner = usePartner(urlName, product);
  if (partner.isPending) return <Loading />;
  if (partner.isError)
    return partner.error instanceof ApiError && partner.error.failure.status === 404 ? (
      <Navigate to="/" replace />
    ) : (
      <p role="alert" className="page">
        We could not load this page. Please reload it.
      </p>
    );
  return children(storedPartnerOf(partner.data).displayName);
};

import { storedPartnerOf } from '@bequest/sdk';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { ApiError } from '../../sdk-client/bequest';
import { usePartner } from '../partners/use-partner';
import { qcdPartnerPath, useKeepQcdPartnerPath } from './qcd-partner-path';

/** The partner of a /qcd/{partner} page, by name, with its own QCD page's path. */
export interface QcdPartner {
  readonly urlName: string;
  readonly displayName: string;
  readonly path: string;
}

/**
 * A partner's QCD page (giving 2.6 /qcd/{partner}/...): the partner read by its URL name, which
 * sets the partner cookie, and its path kept in partner_path_qcd (4.8). An unknown partner leads
 * home (giving 8); a failed read says so.
 */
export const QcdPartnerRoute = ({
  children,
}: {
  readonly children: (partner: QcdPartner) => ReactNode;
}) => {
  const { partner: urlName = '' } = useParams<{ partner: string }>();
  const partner = usePartner(urlName, 'qcd');
  useKeepQcdPartnerPath(urlName, partner.isSuccess);
  if (partner.isPending) return <Loading />;
  if (partner.isError)
    return partner.error instanceof ApiError && partner.error.failure.status === 404 ? (
      <Navigate to="/" replace />
    ) : (
      <p role="alert" className="page">
        We could not load this page. Please reload it.
      </p>
    );
  return children({
    urlName,
    displayName: storedPartnerOf(partner.data).displayName,
    path: qcdPartnerPath(urlName),
  });
};

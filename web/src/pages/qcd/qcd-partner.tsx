import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PartnerRoute } from '../giving/PartnerRoute';
import { qcdPartnerPath, useKeepQcdPartnerPath } from './qcd-partner-path';

/** The partner of a /qcd/{partner} page, by name, with its own QCD page's path. */
export interface QcdPartner {
  readonly urlName: string;
  readonly displayName: string;
  readonly path: string;
}

const KeptPath = ({ urlName, children }: { urlName: string; children: ReactNode }) => {
  useKeepQcdPartnerPath(urlName);
  return children;
};

/**
 * A partner's QCD page (giving 2.6 /qcd/{partner}/...): the partner read by its URL name, and its
 * path kept in partner_path_qcd once it is known (4.8).
 */
export const QcdPartnerRoute = ({
  children,
}: {
  readonly children: (partner: QcdPartner) => ReactNode;
}) => {
  const { partner: urlName = '' } = useParams<{ partner: string }>();
  return (
    <PartnerRoute urlName={urlName} product="qcd">
      {(displayName) => (
        <KeptPath urlName={urlName}>
          {children({ urlName, displayName, path: qcdPartnerPath(urlName) })}
        </KeptPath>
      )}
    </PartnerRoute>
  );
};

import {
  documentNoun,
  TRUST_FLOW,
  WILL_FLOW,
  type FixPlace,
  type PlanConsistencyFinding,
  type PlanType,
} from '@bequest/sdk/app';
import { Fragment, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export const BENEFICIARY_PLAN_PATH = '/account/beneficiaries';

const REVIEW_PATHS: Readonly<Record<PlanType, string>> = {
  WILL: `${WILL_FLOW.base}/review`,
  RLT: `${TRUST_FLOW.base}/review`,
};

/** The asset a finding's fix is made on, if any. */
const assetOf = (finding: PlanConsistencyFinding) =>
  'asset' in finding
    ? finding.asset
    : finding.kind === 'charity-only-in-document'
      ? finding.retirementAsset
      : null;

/** The link to where a finding is fixed: the asset's card, or the will's or trust's review. */
const fixLink = (
  finding: PlanConsistencyFinding,
  place: FixPlace,
  onPlanPage: boolean,
): ReactNode => {
  if (place === 'document')
    return <Link to={REVIEW_PATHS[finding.document]}>Review {documentNoun(finding.document)}</Link>;
  const asset = assetOf(finding);
  const anchor = asset?.assetId ? `#asset-${asset.assetId}` : null;
  if (onPlanPage) return anchor ? <a href={anchor}>Go to {asset!.label}</a> : null;
  return (
    <Link to={`${BENEFICIARY_PLAN_PATH}${anchor ?? ''}`}>
      {asset ? `Change the beneficiaries of ${asset.label}` : 'Go to your beneficiary plan'}
    </Link>
  );
};

const FixLinks = ({
  finding,
  onPlanPage,
}: {
  readonly finding: PlanConsistencyFinding;
  readonly onPlanPage: boolean;
}) => {
  const links = finding.fixAt
    .map((place) => ({ place, link: fixLink(finding, place, onPlanPage) }))
    .filter(({ link }) => link !== null);
  if (links.length === 0) return null;
  return (
    <p>
      {links.map(({ place, link }, index) => (
        <Fragment key={place}>
          {index > 0 && ' · '}
          {link}
        </Fragment>
      ))}
    </p>
  );
};

/**
 * Where a beneficiary designation disagrees with the will or the trust (issue 29): each finding,
 * what to do about it and a link to where to do it. Nothing when there is no finding.
 */
export const PlanConsistencyNotice = ({
  findings,
  heading,
  headingLevel = 2,
  onPlanPage = false,
  id,
}: {
  readonly findings: readonly PlanConsistencyFinding[];
  readonly heading: string;
  readonly headingLevel?: 2 | 3;
  /** On the beneficiary plan page, an asset's link goes to its card on the page. */
  readonly onPlanPage?: boolean;
  readonly id?: string;
}) => {
  const headingId = useId();
  if (findings.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="consistency-notice" aria-labelledby={headingId} id={id}>
      <Heading id={headingId}>{heading}</Heading>
      <ul>
        {findings.map((finding, index) => (
          <li key={`${finding.kind}-${index}`}>
            <p>{finding.message}</p>
            <p>
              <strong>What to do:</strong> {finding.fix}
            </p>
            <FixLinks finding={finding} onPlanPage={onPlanPage} />
          </li>
        ))}
      </ul>
    </section>
  );
};

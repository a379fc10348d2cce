import { PLAN_TYPES, type PlanType } from '@bequest/sdk/app';
import type { ComponentProps } from 'react';
import { PlanConsistencyNotice } from '../../documents/PlanConsistencyNotice';
import { usePlanConsistency, type PlanConsistency } from '../../documents/use-plan-consistency';
import { DocumentTable } from './DocumentTable';

const HEADINGS: Readonly<Record<PlanType, string>> = {
  WILL: 'Your will and your beneficiary designations disagree',
  RLT: 'Your trust and your beneficiary designations disagree',
};

const noticeId = (document: PlanType) => `plan-consistency-${document}`;

const isPlanType = (name: string): name is PlanType =>
  (PLAN_TYPES as readonly string[]).includes(name);

/** A will or trust row's link to where its designations disagree with it. */
const ConsistencyLink = ({
  consistency,
  name,
}: {
  readonly consistency: PlanConsistency;
  readonly name: string;
}) => {
  if (!isPlanType(name)) return null;
  const count = consistency[name].length;
  if (count === 0) return null;
  return (
    <a className="consistency-link" href={`#${noticeId(name)}`}>
      {count === 1 ? '1 disagreement' : `${count} disagreements`} with your beneficiary designations
    </a>
  );
};

/**
 * The active profile's documents table, and under it, for its will and its trust, where a
 * beneficiary designation disagrees with the document (issue 29): a link in the row, and the
 * notice with each finding, its fix and where to make it.
 */
export const ConsistentDocumentTable = ({
  rowLinks,
  ...table
}: Omit<ComponentProps<typeof DocumentTable>, 'otherProfileId'>) => {
  const consistency = usePlanConsistency();
  const documents = PLAN_TYPES.filter((document) =>
    table.rows.some((row) => row.name === document),
  );
  return (
    <>
      <DocumentTable
        {...table}
        rowLinks={(row) => (
          <>
            {rowLinks?.(row)}
            <ConsistencyLink consistency={consistency} name={row.name} />
          </>
        )}
      />
      {documents.map((document) => (
        <PlanConsistencyNotice
          key={document}
          id={noticeId(document)}
          findings={consistency[document]}
          heading={HEADINGS[document]}
          headingLevel={3}
        />
      ))}
    </>
  );
};

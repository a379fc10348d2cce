import { err, ok, type Result } from 'neverthrow';
import type { StatuteCheck } from '../execution/statute-check';
import type { QcdRecipientKind } from '../qcds/qcd-eligibility';

/**
 * The IRS Exempt Organizations Business Master File extract, as published (one CSV per region,
 * with a header row): the columns the directory reads.
 */
export const EO_BMF_COLUMNS = [
  'EIN',
  'NAME',
  'ICO',
  'STREET',
  'CITY',
  'STATE',
  'ZIP',
  'SUBSECTION',
  'DEDUCTIBILITY',
  'FOUNDATION',
  'NTEE_CD',
] as const;
export type EoBmfRecord = Readonly<Record<(typeof EO_BMF_COLUMNS)[number], string>>;

export const EO_BMF_LAYOUT: StatuteCheck = {
  statute:
    'IRS EO BMF extract: field layout and foundation codes (26 U.S.C. §§ 170(b)(1)(A), 509(a))',
  checkedOn: '2026-11-26',
  source:
    'https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf',
  unverified:
    'The foundation codes were written from the IRS’s EO BMF information sheet as known; confirm each against the current sheet.',
};

/** An organization of the directory, from one master-file record. */
export interface ExemptOrganization {
  /** Nine digits, as "12-3456789". */
  readonly ein: string;
  readonly legalName: string;
  readonly careOf: string | null;
  readonly address: {
    readonly street: string;
    readonly city: string;
    readonly state: string;
    readonly postalCode: string;
  };
  /** 501(c)(3) when "03". */
  readonly subsection: string;
  readonly deductible: boolean;
  readonly foundationCode: string;
  readonly nteeCode: string | null;
}

export interface EoBmfRecordRefused {
  readonly code: 'DIRECTORY.RECORD_REFUSED';
  readonly message: string;
}

const refused = (message: string): Result<never, EoBmfRecordRefused> =>
  err({ code: 'DIRECTORY.RECORD_REFUSED', message });

/** One master-file record as an organization, or why the record cannot be one. */
export const exemptOrganizationOf = (
  record: EoBmfRecord,
): Result<ExemptOrganization, EoBmfRecordRefused> => {
  const ein = record.EIN.trim();
  if (!/^\d{9}$/.test(ein)) return refused(`EIN "${ein}" is not nine digits`);
  const legalName = record.NAME.trim().replace(/\s+/g, ' ');
  if (legalName === '') return refused(`EIN ${ein} has no name`);
  const zip = record.ZIP.trim();
  return ok({
    ein: `${ein.slice(0, 2)}-${ein.slice(2)}`,
    legalName,
    careOf: record.ICO.trim() || null,
    address: {
      street: record.STREET.trim(),
      city: record.CITY.trim(),
      state: record.STATE.trim(),
      postalCode: /^\d{9}$/.test(zip) ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip,
    },
    subsection: record.SUBSECTION.trim().padStart(2, '0'),
    deductible: record.DEDUCTIBILITY.trim() === '1',
    foundationCode: record.FOUNDATION.trim().padStart(2, '0'),
    nteeCode: record.NTEE_CD.trim() || null,
  });
};

/** Foundation codes of public charities described in § 170(b)(1)(A) (churches … § 509(a)(2)). */
const PUBLIC_CHARITY_CODES = new Set(['10', '11', '12', '13', '14', '15', '16']);
/** § 509(a)(3) supporting organizations, of any type. */
const SUPPORTING_ORGANIZATION_CODES = new Set(['17', '21', '22', '23', '24']);

/**
 * What the organization is for a qualified charitable distribution, or null: not an organization
 * contributions to which are deductible as the master file records it (not 501(c)(3), not
 * deductible, a public-safety testing organization, or in suspense).
 */
export const qcdRecipientKindOf = (
  organization: Pick<ExemptOrganization, 'subsection' | 'deductible' | 'foundationCode'>,
): Exclude<QcdRecipientKind, 'donor-advised-fund'> | null => {
  if (organization.subsection !== '03' || !organization.deductible) return null;
  const code = organization.foundationCode;
  if (PUBLIC_CHARITY_CODES.has(code)) return 'public-charity';
  if (SUPPORTING_ORGANIZATION_CODES.has(code)) return 'supporting-organization';
  if (code === '02' || code === '03') return 'private-operating-foundation';
  if (code === '04') return 'private-non-operating-foundation';
  return null;
};

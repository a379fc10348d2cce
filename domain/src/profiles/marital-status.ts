import { z } from 'zod';

/** MaritalStatus (platform-core.md 3); the lower-case spelling is accepted too. */
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DOMESTIC_PARTNERSHIP'] as const;
export const MaritalStatusSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  z.enum(MARITAL_STATUSES),
);
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const MARITAL_STATUS_LABELS = {
  SINGLE: 'Single',
  MARRIED: 'Married',
  DOMESTIC_PARTNERSHIP: 'Domestic Partnership',
} as const satisfies Record<MaritalStatus, string>;

/** Partner status: married or in a domestic partnership (platform-core.md 6). */
export const hasPartnerStatus = (status: MaritalStatus | null | undefined): boolean =>
  status === 'MARRIED' || status === 'DOMESTIC_PARTNERSHIP';

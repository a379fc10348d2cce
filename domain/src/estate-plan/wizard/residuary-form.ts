import { z } from 'zod';
import { canSetSecondaries, isTotallyAllocated } from '../../beneficiary-plan/allocation';
import type { ResiduaryBeneficiary } from '../estate-plan';
import {
  checkShare,
  SHARE_MESSAGES,
  shareFields,
  typedLevelTotal,
} from '../../validation/share-form';

export const RESIDUARY_LEVELS = ['NUMBER_1', 'NUMBER_2'] as const;
export type ResiduaryFormLevel = (typeof RESIDUARY_LEVELS)[number];

export const RESIDUARY_LEVEL_LABELS = {
  NUMBER_1: 'primary',
  NUMBER_2: 'backup',
} as const satisfies Record<ResiduaryFormLevel, string>;

export const RESIDUARY_FORM_MESSAGES = {
  ...SHARE_MESSAGES,
  primaries: 'Please name at least one beneficiary',
  levelTotal: (level: ResiduaryFormLevel, total: number) =>
    `The ${RESIDUARY_LEVEL_LABELS[level]} beneficiaries’ shares must add up to exactly 100%; they now add up to ${total}%`,
  backupsNotAllowed:
    'Backup beneficiaries can be named once the primary beneficiaries take 100% and at least one of them is not a charity',
} as const;

const ShareSchema = z.object(shareFields(RESIDUARY_LEVELS)).superRefine(checkShare);
export type ResiduaryShareForm = z.input<typeof ShareSchema>;

/**
 * Who inherits the rest of the estate (RESIDUARY; documents.md 4.3): primaries totalling exactly
 * 100%, and backups only where the secondary rules allow them, totalling 100% too.
 */
export const ResiduaryFormSchema = z
  .object({ shares: z.array(ShareSchema) })
  .superRefine(({ shares }, context) => {
    const primaries = shares.filter((share) => share.level === 'NUMBER_1');
    const backups = shares.filter((share) => share.level === 'NUMBER_2');
    if (primaries.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['shares'],
        message: RESIDUARY_FORM_MESSAGES.primaries,
      });
      return;
    }
    const allocated = (level: readonly ResiduaryShareForm[]) =>
      isTotallyAllocated(level.map((share) => ({ allocationPercent: Number(share.percent) || 0 })));
    if (!allocated(primaries))
      context.addIssue({
        code: 'custom',
        path: ['totals', 'NUMBER_1'],
        message: RESIDUARY_FORM_MESSAGES.levelTotal(
          'NUMBER_1',
          typedLevelTotal(shares, 'NUMBER_1'),
        ),
      });
    if (backups.length === 0) return;
    const mayHaveBackups = canSetSecondaries(
      primaries.map((share) => ({
        allocationPercent: Number(share.percent) || 0,
        isCharitableGift: share.kind === 'charity',
      })),
      false,
    );
    if (!mayHaveBackups)
      context.addIssue({
        code: 'custom',
        path: ['totals', 'NUMBER_2'],
        message: RESIDUARY_FORM_MESSAGES.backupsNotAllowed,
      });
    else if (!allocated(backups))
      context.addIssue({
        code: 'custom',
        path: ['totals', 'NUMBER_2'],
        message: RESIDUARY_FORM_MESSAGES.levelTotal(
          'NUMBER_2',
          typedLevelTotal(shares, 'NUMBER_2'),
        ),
      });
  });
export type ResiduaryForm = z.input<typeof ResiduaryFormSchema>;

/** The stored beneficiaries of typed shares. */
export const residuaryOf = (form: ResiduaryForm): ResiduaryBeneficiary[] =>
  form.shares.map((share) => ({
    level: share.level,
    name: share.name.trim(),
    charitableGiftId:
      share.kind === 'charity' ? (share.charitableGiftId ?? share.name.trim()) : null,
    allocationPercent: Number(share.percent),
  }));

/** The form's copy of stored beneficiaries. */
export const residuaryForm = (beneficiaries: readonly ResiduaryBeneficiary[]): ResiduaryForm => ({
  shares: beneficiaries
    .filter((beneficiary): beneficiary is ResiduaryBeneficiary & { level: ResiduaryFormLevel } =>
      (RESIDUARY_LEVELS as readonly string[]).includes(beneficiary.level),
    )
    .map((beneficiary) => ({
      level: beneficiary.level,
      kind: beneficiary.charitableGiftId ? 'charity' : 'person',
      name: beneficiary.name ?? '',
      charitableGiftId: beneficiary.charitableGiftId,
      percent: String(beneficiary.allocationPercent),
    })),
});

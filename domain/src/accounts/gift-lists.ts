import { PROGRESS_LABELS, type ProductRecords } from '../products/document-progress';
import type { GiftProductType } from '../products/product-type';
import type { ListedItem } from '../profiles/document-summary';

/** The account-side list pages of the charitable gifts (giving-and-beneficiaries.md 2.5-2.7, 2.10). */
export const GIFT_LISTS = {
  STOCK_GIFT: { path: '/account/stocks', title: 'Securities gifts', noun: 'stock gift' },
  QCD: { path: '/account/qcd', title: 'QCD gifts', noun: 'qualified charitable distribution' },
  DAF: { path: '/account/daf', title: 'DAF grants', noun: 'donor-advised fund grant' },
} as const satisfies Record<GiftProductType, { path: string; title: string; noun: string }>;

export interface GiftListLine {
  /** "Stock gift 1", counted in the order the gifts were made. */
  readonly name: string;
  readonly status: (typeof PROGRESS_LABELS)['FINISHED' | 'INCOMPLETE'];
  readonly updatedAt: string | null;
}

const RECORD_FIELDS = { STOCK_GIFT: 'stockGift', QCD: 'qcd', DAF: 'daf' } as const;

/**
 * One line per gift of a kind, newest change first: its number, "Finished" once complete and
 * "Incomplete" before (the list reading of giving 3.8), and when it last changed.
 */
export const giftListLines = (kind: GiftProductType, records: ProductRecords): GiftListLine[] => {
  const items: readonly ListedItem[] = records[RECORD_FIELDS[kind]] ?? [];
  const noun = GIFT_LISTS[kind].noun;
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  return items
    .map((item, index) => ({
      name: `${label} ${index + 1}`,
      status: item.isComplete ? PROGRESS_LABELS.FINISHED : PROGRESS_LABELS.INCOMPLETE,
      updatedAt: item.updatedAt ?? null,
    }))
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''));
};

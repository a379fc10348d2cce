import type { ProductSummaryRow } from './document-rows';

export type MoreAction =
  | { readonly label: 'Download document' }
  | { readonly label: 'Email document' }
  | { readonly label: 'Print document' }
  | { readonly label: 'View next steps'; readonly path: string };

/** The accessible name of the row menu (documents.md 2.8). */
export const MORE_ACTIONS_MENU_LABEL = 'Toggle menu for more actions';

/** The account page a documents table is on: the consumer page or the step page (2.11). */
export type AccountPageKind = 'consumer' | 'steps';

/**
 * The "Toggle menu for more actions" entries of a row: only finished documents have the menu,
 * and each entry only where the row allows it (documents.md 2.8). The step page's menu has
 * download, print and next steps only (platform-core.md 2.11).
 */
export const moreActions = (
  row: ProductSummaryRow,
  page: AccountPageKind = 'consumer',
): MoreAction[] => {
  if (row.progress !== 'FINISHED') return [];
  const actions: MoreAction[] = [];
  if (row.allowDownload) actions.push({ label: 'Download document' });
  if (row.allowEmail && page === 'consumer') actions.push({ label: 'Email document' });
  if (row.allowPrintPreview) actions.push({ label: 'Print document' });
  if (row.nextStepsPath) actions.push({ label: 'View next steps', path: row.nextStepsPath });
  return actions;
};

/** The consumer page's menu ends with the finalized toggle and "learn more" (2.11); the step page's does not. */
export const hasFinalizedToggle = (page: AccountPageKind): boolean => page === 'consumer';

/** finalizedAt is set to now when empty and cleared when set (documents.md 4.7). */
export const toggledFinalizedAt = (finalizedAt: string | null, now: Date): string | null =>
  finalizedAt ? null : now.toISOString();

import { useContext, useMemo, useSyncExternalStore } from 'react';
import { PrerenderedPageContext } from './prerendered-page';

/** A month as one number, its year × 12 plus its index (0 for January), in the runtime's time zone. */
export const monthKey = (date: Date): number => date.getFullYear() * 12 + date.getMonth();

const unchanging = () => () => undefined;
const browserMonth = () => monthKey(new Date());

/**
 * The first day of this month on the visitor's clock, for what follows the calendar (the
 * footer's year, Make-A-Will Month). A prerendered page hydrates with the server's month, then
 * takes the browser's where it differs (at a month's turn, in another time zone).
 */
export const useThisMonth = (): Date => {
  const rendered = useContext(PrerenderedPageContext)?.month;
  const key = useSyncExternalStore(unchanging, browserMonth, () => rendered ?? browserMonth());
  return useMemo(() => new Date(Math.floor(key / 12), key % 12, 1), [key]);
};

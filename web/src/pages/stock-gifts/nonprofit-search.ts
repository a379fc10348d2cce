import type { Nonprofit } from '@bequest/sdk/app';
import { useLocation } from 'react-router-dom';
import { useNonprofits } from '@bequest/sdk/react';

/** A nonprofit of the IRS master file, which can receive a gift of securities: it has an EIN. */
export interface ChosenNonprofit {
  readonly ein: string;
  readonly name: string;
  readonly location: string | null;
}

export const receivesStock = (nonprofit: Nonprofit): nonprofit is Nonprofit & { ein: string } =>
  nonprofit.ein !== null;

const chosenOf = (nonprofit: Nonprofit & { ein: string }): ChosenNonprofit => ({
  ein: nonprofit.ein,
  name: nonprofit.name,
  location: nonprofit.location,
});

/**
 * The nonprofits of the directory search (by name, city or EIN) that can receive shares; partner
 * organizations and the known charities carry no EIN, so they are left out.
 */
export const useNonprofitSearch = (text: string) => useNonprofits(text, stockReceivers);

const stockReceivers = (nonprofits: readonly Nonprofit[]): ChosenNonprofit[] =>
  nonprofits.filter(receivesStock).map(chosenOf);

/** "San Francisco, CA · EIN 94-1156365". */
export const nonprofitDetails = (nonprofit: ChosenNonprofit) =>
  [nonprofit.location, `EIN ${nonprofit.ein}`].filter(Boolean).join(' · ');

/**
 * The nonprofit of `ein`: the one the step before chose (passed as the navigation's state
 * `nonprofit`), else the one the directory search finds by the EIN; pending while it searches.
 */
export const useNonprofitByEin = (ein: string) => {
  const { state } = useLocation() as { state: { nonprofit?: ChosenNonprofit } | null };
  const passed = state?.nonprofit?.ein === ein ? state.nonprofit : undefined;
  const search = useNonprofitSearch(passed ? '' : ein);
  const found = search.data?.find((nonprofit) => nonprofit.ein === ein);
  return {
    nonprofit: passed ?? found ?? null,
    pending: !passed && ein.length >= 2 && search.isPending,
  };
};

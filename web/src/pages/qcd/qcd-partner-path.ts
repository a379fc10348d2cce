import { COOKIE_NAMES } from '@bequest/sdk/app';
import { useEffect } from 'react';
import { readCookie, writeCookie } from '../../browser/cookies';

/** A partner's QCD page, `/qcd/{partner}`. */
export const qcdPartnerPath = (partner: string) => `/qcd/${encodeURIComponent(partner)}`;

/**
 * Keeps a known partner's QCD path in the partner_path_qcd cookie (giving 4.8, 9), so the account
 * side's steps lead back to the page the donor came from.
 */
export const useKeepQcdPartnerPath = (partner: string) => {
  useEffect(() => {
    writeCookie(COOKIE_NAMES.partnerPathQcd, qcdPartnerPath(partner));
  }, [partner]);
};

/** The QCD partner path the cookie keeps, if it holds one of ours. */
export const keptQcdPartnerPath = (): string | null => {
  const kept = readCookie(COOKIE_NAMES.partnerPathQcd);
  return kept && /^\/qcd\/[^/]+$/.test(kept) ? kept : null;
};

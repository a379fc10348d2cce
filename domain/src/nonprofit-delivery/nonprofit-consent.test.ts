import { nonprofitConsent, type NonprofitConsentFacts } from './nonprofit-consent';

const ORG = 'org-harbor';
const none: NonprofitConsentFacts = {
  hasPermissionToShareInfo: null,
  orgsAllowedToGetContactDetails: [],
  noContactPreferredAt: null,
  withdrawnFrom: [],
};

describe('nonprofitConsent (giving 4.7, 6): each consent field toggled', () => {
  it.each<[string, Partial<NonprofitConsentFacts>, ReturnType<typeof nonprofitConsent>]>([
    ['nothing answered', {}, { identified: false, reason: 'no_consent' }],
    [
      'opt-in refused',
      { hasPermissionToShareInfo: false },
      { identified: false, reason: 'no_consent' },
    ],
    [
      'opt-in given',
      { hasPermissionToShareInfo: true },
      { identified: true, basis: ['plan_opt_in'] },
    ],
    [
      'this organization listed',
      { orgsAllowedToGetContactDetails: [ORG] },
      { identified: true, basis: ['organization_listed'] },
    ],
    [
      'another organization listed',
      { orgsAllowedToGetContactDetails: ['org-other'] },
      { identified: false, reason: 'no_consent' },
    ],
    [
      'opt-in refused but listed (and/or)',
      { hasPermissionToShareInfo: false, orgsAllowedToGetContactDetails: [ORG] },
      { identified: true, basis: ['organization_listed'] },
    ],
    [
      'both',
      { hasPermissionToShareInfo: true, orgsAllowedToGetContactDetails: [ORG] },
      { identified: true, basis: ['plan_opt_in', 'organization_listed'] },
    ],
    [
      'opt-in given, withdrawn from this organization on /sharing',
      { hasPermissionToShareInfo: true, withdrawnFrom: [ORG] },
      { identified: false, reason: 'no_consent' },
    ],
    [
      'opt-in given, withdrawn from another organization',
      { hasPermissionToShareInfo: true, withdrawnFrom: ['org-other'] },
      { identified: true, basis: ['plan_opt_in'] },
    ],
    [
      'withdrawn, then listed again',
      { withdrawnFrom: [ORG], orgsAllowedToGetContactDetails: [ORG] },
      { identified: true, basis: ['organization_listed'] },
    ],
    [
      'both, but no contact preferred',
      {
        hasPermissionToShareInfo: true,
        orgsAllowedToGetContactDetails: [ORG],
        noContactPreferredAt: '2026-12-01',
      },
      { identified: false, reason: 'no_contact_preferred' },
    ],
    [
      'no contact preference empty',
      { hasPermissionToShareInfo: true, noContactPreferredAt: '' },
      { identified: true, basis: ['plan_opt_in'] },
    ],
  ])('%s', (_name, facts, expected) => {
    expect(nonprofitConsent({ ...none, ...facts }, ORG)).toEqual(expected);
  });
});

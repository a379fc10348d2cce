import type { StatuteCheck } from '../execution/statute-check';
import type { UsStateCode } from '../reference/us-states';

/** A note on a deed into the trust, with the law it follows. */
export interface DeedNote extends StatuteCheck {
  readonly text: string;
}

const CHECKED_ON = '2026-11-26';

/**
 * Every state: a note on transfer tax and property tax reassessment said without a statute, and
 * a question for counsel (docs/legal/trust-funding.md). Nothing here says a tax is not owed.
 */
export const GENERAL_TRANSFER_TAX_NOTE =
  'Many states and counties exempt a deed into your own revocable trust from transfer tax and from a new property tax assessment, but the rules and the forms differ. Ask the recorder’s office, a title company or an attorney which exemption applies and which form claims it before you record. If you have a homestead exemption, ask the county assessor whether you must file again.';

/**
 * A federal rule for every home with a mortgage: a lender may not call a loan on a home of fewer
 * than five units when the borrower moves it into a trust and remains a beneficiary and occupant.
 */
export const DUE_ON_SALE_NOTE: DeedNote = {
  text: 'If the property is your home and has a mortgage, federal law generally stops the lender from calling the loan because you moved the home into a trust in which you remain a beneficiary and keep living there (homes of fewer than five units). You may still tell your lender.',
  statute: '12 U.S.C. § 1701j-3(d)(8)',
  source: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title12-section1701j-3',
  checkedOn: CHECKED_ON,
  readAt:
    'https://arizona-wills.com/2010/10/should-i-ask-my-lender-for-permission-to-transfer-my-home-to-my-trust',
  unverified:
    'Read at a copy quoting subsection (d); paragraph (8) to be confirmed at the official code.',
};

/**
 * A state's own note, only where the statute is cited. California: a transfer by the trustor
 * into a revocable trust is not a change in ownership for property tax (no reassessment).
 */
export const STATE_DEED_NOTES: Readonly<Partial<Record<UsStateCode, DeedNote>>> = {
  CA: {
    text: 'For property in California: a transfer into a trust that you can revoke is excluded from "change in ownership", so it does not by itself cause a property tax reassessment. The county recorder will ask for a Preliminary Change of Ownership Report with the deed; ask the recorder whether documentary transfer tax is owed and how to claim an exemption.',
    statute: 'Cal. Rev. & Tax. Code § 62(d)',
    source:
      'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC&sectionNum=62',
    checkedOn: CHECKED_ON,
    readAt: 'https://www.boe.ca.gov/lawguides/property/current/ptlg/rt/62.html',
    unverified:
      'Read at the Board of Equalization’s law guide (2014 revision), not the legislature’s page; the documentary transfer tax exemption is not cited and is left to the recorder.',
  },
};

/** The notes a deed step carries: the state's own where cited, else the general note, then the federal one. */
export const deedNotes = (
  state: string | null | undefined,
): { readonly text: string; readonly statute: string | null }[] => {
  const own = state ? STATE_DEED_NOTES[state as UsStateCode] : undefined;
  return [
    own
      ? { text: own.text, statute: own.statute }
      : { text: GENERAL_TRANSFER_TAX_NOTE, statute: null },
    { text: DUE_ON_SALE_NOTE.text, statute: DUE_ON_SALE_NOTE.statute },
  ];
};

import type { UsStateCode } from '../reference/us-states';

/**
 * How an advance healthcare directive is executed in each state and DC (DECISIONS.md
 * "Documents": each state rule is data naming the statute it follows). `witnesses-or-notary`
 * means the declarant chooses; the document prints both blocks and says so.
 */
export interface AhcdExecutionRule {
  readonly statute: string;
  readonly formality: 'witnesses' | 'witnesses-or-notary' | 'witnesses-and-notary' | 'notary';
  /** Adult witnesses, where witnesses sign. */
  readonly witnesses: 1 | 2;
}

const witnesses = (statute: string, count: 1 | 2 = 2): AhcdExecutionRule => ({
  statute,
  formality: 'witnesses',
  witnesses: count,
});
const witnessesOrNotary = (statute: string, count: 1 | 2 = 2): AhcdExecutionRule => ({
  statute,
  formality: 'witnesses-or-notary',
  witnesses: count,
});
const witnessesAndNotary = (statute: string): AhcdExecutionRule => ({
  statute,
  formality: 'witnesses-and-notary',
  witnesses: 2,
});

export const AHCD_EXECUTION_RULES: Readonly<Record<UsStateCode, AhcdExecutionRule>> = {
  AL: witnesses('Ala. Code § 22-8A-4: two adult witnesses'),
  AK: witnessesOrNotary('Alaska Stat. § 13.52.010: two witnesses or a notary'),
  AZ: witnessesOrNotary('A.R.S. § 36-3221: one witness or a notary', 1),
  AR: witnesses('Ark. Code § 20-6-104: two witnesses'),
  CA: witnessesOrNotary('Cal. Prob. Code § 4701, § 4674: two witnesses or a notary'),
  CO: witnesses('C.R.S. § 15-18-106: two witnesses for the declaration'),
  CT: witnesses('Conn. Gen. Stat. § 19a-575a: two witnesses'),
  DE: witnesses('16 Del. C. § 2503: two adult witnesses'),
  DC: witnesses('D.C. Code § 21-2205: two adult witnesses'),
  FL: witnesses('Fla. Stat. § 765.202: two subscribing adult witnesses'),
  GA: witnesses('O.C.G.A. § 31-32-5: two adult witnesses'),
  HI: witnessesOrNotary('HRS § 327E-3: two witnesses or a notary'),
  ID: witnessesOrNotary('Idaho Code § 39-4510: signed; witnesses or a notary recommended'),
  IL: witnesses('755 ILCS 45/4-10: one adult witness', 1),
  IN: witnessesOrNotary('Ind. Code § 16-36-7-28: two adult witnesses or a notary'),
  IA: witnessesOrNotary('Iowa Code § 144B.3: two witnesses or a notary'),
  KS: witnessesOrNotary('K.S.A. § 58-629: two witnesses or a notary'),
  KY: witnessesOrNotary('KRS § 311.625: two witnesses or a notary'),
  LA: witnesses('La. R.S. 40:1151.4: two competent adult witnesses'),
  ME: witnesses('18-C M.R.S. § 5-804: two witnesses'),
  MD: witnesses('Md. Code, Health-Gen. § 5-602: two witnesses'),
  MA: witnesses('M.G.L. c. 201D § 2: two adult witnesses'),
  MI: witnesses('MCL § 700.5506: two witnesses'),
  MN: witnessesOrNotary('Minn. Stat. § 145C.03: two witnesses or a notary'),
  MS: witnessesOrNotary('Miss. Code § 41-41-205: two witnesses or a notary'),
  MO: {
    statute: 'R.S.Mo. § 404.705: a durable power for health care is acknowledged before a notary',
    formality: 'notary',
    witnesses: 2,
  },
  MT: witnesses('Mont. Code § 50-9-103: two witnesses'),
  NE: witnessesOrNotary('Neb. Rev. Stat. § 30-3404: two witnesses or a notary'),
  NV: witnessesOrNotary('NRS 162A.790: two witnesses or a notary'),
  NH: witnessesOrNotary('RSA 137-J:14: two witnesses or a notary'),
  NJ: witnessesOrNotary('N.J.S.A. 26:2H-56: two witnesses or a notary'),
  NM: witnessesOrNotary('NMSA § 24-7A-2: signed; witnesses or a notary recommended'),
  NY: witnesses('N.Y. Pub. Health Law § 2981: two adult witnesses'),
  NC: witnessesAndNotary('N.C.G.S. § 32A-16: two witnesses and a notary'),
  ND: witnessesOrNotary('N.D.C.C. § 23-06.5-05: two witnesses or a notary'),
  OH: witnessesOrNotary('Ohio Rev. Code § 1337.12: two witnesses or a notary'),
  OK: witnesses('63 O.S. § 3101.4: two adult witnesses'),
  OR: witnesses('ORS 127.515: two adult witnesses'),
  PA: witnesses('20 Pa.C.S. § 5452: two witnesses'),
  RI: witnesses('R.I. Gen. Laws § 23-4.10-2: two witnesses'),
  SC: witnessesAndNotary('S.C. Code § 62-5-504, § 44-77-40: two witnesses and a notary'),
  SD: witnessesOrNotary('SDCL § 59-7-2.1: two witnesses or a notary'),
  TN: witnessesOrNotary('Tenn. Code § 68-11-1803: two witnesses or a notary'),
  TX: witnessesOrNotary('Tex. Health & Safety Code § 166.154: two witnesses or a notary'),
  UT: witnesses('Utah Code § 75-2a-117: one disinterested adult witness', 1),
  VT: witnesses('18 V.S.A. § 9703: two adult witnesses'),
  VA: witnesses('Va. Code § 54.1-2983: two subscribing adult witnesses'),
  WA: witnessesOrNotary('RCW 11.125.050, 70.122.030: two witnesses or a notary'),
  WV: witnessesAndNotary('W. Va. Code § 16-30-4: two witnesses and a notary'),
  WI: witnesses('Wis. Stat. § 155.10: two witnesses'),
  WY: witnessesOrNotary('Wyo. Stat. § 35-22-403: two witnesses or a notary'),
};

import { US_STATES, type UsStateCode } from '../reference/us-states';

/**
 * How a will is executed in each state and DC (DECISIONS.md "Documents": each state rule is data
 * naming the statute it follows). Every row cites the execution statute, then the self-proving
 * statute where there is one. Counsel should review a row before its wording changes.
 */
export type WillSelfProof = 'AFFIDAVIT' | 'ATTESTATION_CLAUSE' | 'NONE';

export interface WillExecutionRule {
  readonly statute: string;
  /** Attesting witnesses the will needs. */
  readonly witnesses: 2;
  /**
   * How a signed will proves itself in court without calling its witnesses: a self-proving
   * affidavit sworn before a notary (attached to the will), an attestation clause the statute
   * itself accepts as proof (Illinois), or neither.
   */
  readonly selfProof: WillSelfProof;
  /** Louisiana's notarial testament is signed before a notary and two witnesses. */
  readonly notaryRequired: boolean;
  /** How the document names the jurisdiction. */
  readonly jurisdictionStyle: 'State' | 'Commonwealth' | 'District';
  /** The words for shares passing to a deceased beneficiary's descendants. */
  readonly descendantsWording: 'per stirpes' | 'by right of representation';
  /** Whether the state enforces a no-contest clause; where it does not, the will leaves it out. */
  readonly noContestEnforceable: boolean;
}

const rule = (statute: string, extra: Partial<WillExecutionRule> = {}): WillExecutionRule => ({
  statute,
  witnesses: 2,
  selfProof: 'AFFIDAVIT',
  notaryRequired: false,
  jurisdictionStyle: 'State',
  descendantsWording: 'per stirpes',
  noContestEnforceable: true,
  ...extra,
});

const noAffidavit = { selfProof: 'NONE' } as const;
const commonwealth = { jurisdictionStyle: 'Commonwealth' } as const;
const representation = { descendantsWording: 'by right of representation' } as const;

export const WILL_EXECUTION_RULES: Readonly<Record<UsStateCode, WillExecutionRule>> = {
  AL: rule('Ala. Code § 43-8-131; self-proving § 43-8-132'),
  AK: rule('Alaska Stat. § 13.12.502; self-proving § 13.12.504', representation),
  AZ: rule('A.R.S. § 14-2502; self-proving § 14-2504'),
  AR: rule('Ark. Code § 28-25-103; self-proving § 28-25-106'),
  CA: rule('Cal. Prob. Code § 6110; attestation under penalty of perjury, § 8220', {
    ...noAffidavit,
    ...representation,
  }),
  CO: rule('C.R.S. § 15-11-502; self-proving § 15-11-504', representation),
  CT: rule('Conn. Gen. Stat. § 45a-251; self-proving § 45a-285'),
  DE: rule('12 Del. C. § 202; self-proving § 1305'),
  DC: rule('D.C. Code § 18-103; no self-proving affidavit statute', {
    ...noAffidavit,
    jurisdictionStyle: 'District',
  }),
  FL: rule('Fla. Stat. § 732.502; self-proving § 732.503; no-contest void, § 732.517', {
    noContestEnforceable: false,
  }),
  GA: rule('O.C.G.A. § 53-4-20; self-proving § 53-4-24'),
  HI: rule('HRS § 560:2-502; self-proving § 560:2-504', representation),
  ID: rule('Idaho Code § 15-2-502; self-proving § 15-2-504'),
  IL: rule('755 ILCS 5/4-3; attestation clause as proof, § 6-4(a)', {
    selfProof: 'ATTESTATION_CLAUSE',
  }),
  IN: rule('Ind. Code § 29-1-5-3; self-proving § 29-1-5-3.1; no-contest void, § 29-1-6-2', {
    noContestEnforceable: false,
  }),
  IA: rule('Iowa Code § 633.279; self-proving § 633.279(2)'),
  KS: rule('K.S.A. § 59-606; self-proving § 59-606'),
  KY: rule('KRS § 394.040; self-proving § 394.225', commonwealth),
  LA: rule('La. Civ. Code art. 1577: notarial testament', { ...noAffidavit, notaryRequired: true }),
  ME: rule('18-C M.R.S. § 2-502; self-proving § 2-504'),
  MD: rule('Md. Code, Est. & Trusts § 4-102; no self-proving affidavit statute', noAffidavit),
  MA: rule('M.G.L. c. 190B § 2-502; self-proving § 2-504', commonwealth),
  MI: rule('MCL § 700.2502; self-proving § 700.2504'),
  MN: rule('Minn. Stat. § 524.2-502; self-proving § 524.2-504'),
  MS: rule('Miss. Code § 91-5-1; self-proving § 91-7-7'),
  MO: rule('R.S.Mo. § 474.320; self-proving § 474.337'),
  MT: rule('Mont. Code § 72-2-522; self-proving § 72-2-524', representation),
  NE: rule('Neb. Rev. Stat. § 30-2327; self-proving § 30-2329'),
  NV: rule('NRS § 133.040; self-proving § 133.050'),
  NH: rule('N.H. RSA § 551:2; self-proving § 551:2-a'),
  NJ: rule('N.J.S.A. § 3B:3-2; self-proving § 3B:3-4'),
  NM: rule('NMSA § 45-2-502; self-proving § 45-2-504', representation),
  NY: rule('N.Y. EPTL § 3-2.1; SCPA § 1406'),
  NC: rule('N.C.G.S. § 31-3.3; self-proving § 31-11.6'),
  ND: rule('N.D.C.C. § 30.1-08-02; self-proving § 30.1-08-04'),
  OH: rule('ORC § 2107.03; no self-proving affidavit statute', noAffidavit),
  OK: rule('84 O.S. § 55; self-proving § 55'),
  OR: rule('ORS § 112.235; no self-proving affidavit statute', {
    ...noAffidavit,
    ...representation,
  }),
  PA: rule('20 Pa.C.S. § 2502; self-proving § 3132.1', commonwealth),
  RI: rule('R.I. Gen. Laws § 33-5-5; self-proving § 33-7-26'),
  SC: rule('S.C. Code § 62-2-502; self-proving § 62-2-503'),
  SD: rule('SDCL § 29A-2-502; self-proving § 29A-2-504'),
  TN: rule('Tenn. Code § 32-1-104; self-proving § 32-2-110'),
  TX: rule('Tex. Est. Code § 251.051; self-proving § 251.104'),
  UT: rule('Utah Code § 75-2-502; self-proving § 75-2-504'),
  VT: rule('14 V.S.A. § 5; no self-proving affidavit statute', noAffidavit),
  VA: rule('Va. Code § 64.2-403; self-proving § 64.2-452', commonwealth),
  WA: rule('RCW § 11.12.020; self-proving § 11.20.020', representation),
  WV: rule('W. Va. Code § 41-1-3; self-proving § 41-5-15'),
  WI: rule('Wis. Stat. § 853.03; no self-proving affidavit statute', noAffidavit),
  WY: rule('Wyo. Stat. § 2-6-112; self-proving § 2-6-114'),
};

/** "State of Illinois", "Commonwealth of Virginia", "District of Columbia". */
export const jurisdictionName = (state: UsStateCode): string => {
  const style = WILL_EXECUTION_RULES[state].jurisdictionStyle;
  return style === 'District' ? US_STATES[state] : `${style} of ${US_STATES[state]}`;
};

import { US_STATES, type UsStateCode } from '../reference/us-states';
import type { StatuteCheck, WitnessExclusion, WitnessRequirement } from './statute-check';

/**
 * How a will is executed in each state and DC (DECISIONS.md "Documents"; issue 19): every row
 * names the sections it follows, where they were read and when. Counsel should review a row
 * before its wording changes; `docs/legal/will-execution.md` is the audit behind the table.
 *
 * How a signed will proves itself in court without calling its witnesses:
 * - AFFIDAVIT: a self-proving affidavit of the testator and witnesses sworn before a notary;
 * - WITNESS_AFFIDAVIT: the attesting witnesses' own affidavit, made at or after signing, which
 *   stands in for their testimony (Oregon ORS 113.055, New York SCPA 1406, Nevada NRS 133.050
 *   and the other states of the same pattern);
 * - ATTESTATION_CLAUSE: the witnesses' attestation in the will itself, which the statute accepts
 *   as proof (Illinois § 6-4, California's declaration under penalty of perjury § 8220(b) and
 *   § 6240, Louisiana's notarial testament signed on every page, Code Civ. Proc. art. 2891);
 * - NONE: the witnesses, or proof of their handwriting, are needed.
 */
export type WillSelfProof = 'AFFIDAVIT' | 'WITNESS_AFFIDAVIT' | 'ATTESTATION_CLAUSE' | 'NONE';

/** Whether a will form other than the witnessed one is valid, and under which section. */
export type AlternativeWill =
  | { readonly valid: true; readonly statute: string }
  | { readonly valid: false; readonly statute?: string };

export interface WillExecutionRule extends StatuteCheck {
  /** Attesting witnesses the will needs and who may not be one. */
  readonly witnesses: WitnessRequirement & { readonly count: 2 };
  readonly selfProof: WillSelfProof;
  /** Louisiana's notarial testament is signed before a notary and two witnesses. */
  readonly notaryRequired: boolean;
  /** A will written and signed in the testator's own hand, without witnesses. */
  readonly holographic: AlternativeWill;
  /** A will signed electronically (the Uniform Electronic Wills Act or the state's own law). */
  readonly electronicWill: AlternativeWill;
  /** How the document names the jurisdiction. */
  readonly jurisdictionStyle: 'State' | 'Commonwealth' | 'District';
  /** The words for shares passing to a deceased beneficiary's descendants. */
  readonly descendantsWording: 'per stirpes' | 'by right of representation';
  /** Whether the state enforces a no-contest clause; where it does not, the will leaves it out. */
  readonly noContestEnforceable: boolean;
}

/** The day every row below was re-read (docs/legal/will-execution.md says where and how). */
const CHECKED_ON = '2026-11-25';

/** A will form the state accepts, and the section that accepts it. */
const valid = (statute: string): AlternativeWill => ({ valid: true, statute });
/** A will form the state does not accept, or accepts only in a case the product never serves. */
const notValid = (statute?: string): AlternativeWill =>
  statute === undefined ? { valid: false } : { valid: false, statute };

/** An interested witness loses the gift (or the part above an intestate share). */
const giftVoid: readonly WitnessExclusion[] = ['beneficiary'];
/** The same, and also where the witness is the spouse of someone who receives something. */
const giftVoidWithSpouse: readonly WitnessExclusion[] = ['beneficiary', 'spouse-of-beneficiary'];

const witnessAffidavit = { selfProof: 'WITNESS_AFFIDAVIT' } as const;
const noAffidavit = { selfProof: 'NONE' } as const;
const commonwealth = { jurisdictionStyle: 'Commonwealth' } as const;
const representation = { descendantsWording: 'by right of representation' } as const;

type RuleDetails = Partial<
  Omit<WillExecutionRule, 'statute' | 'source' | 'checkedOn' | 'witnesses'>
> & { readonly exclusions?: readonly WitnessExclusion[] };

/**
 * A row: two adult witnesses, a self-proving affidavit before a notary, no holographic or
 * electronic will, "State of", per stirpes, no-contest enforced, unless `details` says otherwise.
 */
const rule = (statute: string, source: string, details: RuleDetails = {}): WillExecutionRule => {
  const { exclusions = [], ...rest } = details;
  return {
    statute,
    source,
    checkedOn: CHECKED_ON,
    witnesses: { count: 2, minimumAge: 18, exclusions },
    selfProof: 'AFFIDAVIT',
    notaryRequired: false,
    holographic: notValid(),
    electronicWill: notValid(),
    jurisdictionStyle: 'State',
    descendantsWording: 'per stirpes',
    noContestEnforceable: true,
    ...rest,
  };
};

export const WILL_EXECUTION_RULES: Readonly<Record<UsStateCode, WillExecutionRule>> = {
  AL: rule(
    'Ala. Code § 43-8-131; self-proving § 43-8-132',
    'https://alison.legislature.state.al.us/code-of-alabama?section=43-8-131',
  ),
  AK: rule(
    'Alaska Stat. § 13.12.502; self-proving § 13.12.504',
    'https://www.akleg.gov/basis/statutes.asp#13.12.502',
    { ...representation, holographic: valid('Alaska Stat. § 13.12.502(b)') },
  ),
  AZ: rule(
    'A.R.S. § 14-2502; self-proving § 14-2504; witnesses § 14-2505',
    'https://www.azleg.gov/ars/14/02502.htm',
    {
      exclusions: giftVoidWithSpouse,
      holographic: valid('A.R.S. § 14-2503'),
      electronicWill: valid('A.R.S. § 14-2518'),
    },
  ),
  AR: rule(
    'Ark. Code § 28-25-103; interested witness § 28-25-102; attesting witness affidavit § 28-25-106',
    'https://arkleg.state.ar.us/',
    { ...witnessAffidavit, exclusions: giftVoid, holographic: valid('Ark. Code § 28-25-104') },
  ),
  CA: rule(
    'Cal. Prob. Code § 6110; interested witness § 6112; witnesses’ declaration as proof § 8220(b), statutory will § 6240',
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=6110',
    {
      selfProof: 'ATTESTATION_CLAUSE',
      ...representation,
      exclusions: giftVoid,
      holographic: valid('Cal. Prob. Code § 6111'),
    },
  ),
  CO: rule(
    'C.R.S. § 15-11-502; self-proving § 15-11-504',
    'https://leg.colorado.gov/colorado-revised-statutes',
    {
      ...representation,
      holographic: valid('C.R.S. § 15-11-502(2)'),
      electronicWill: valid('C.R.S. § 15-11-1301 et seq. (Uniform Electronic Wills Act)'),
    },
  ),
  CT: rule(
    'Conn. Gen. Stat. § 45a-251; interested witness § 45a-258; attesting witness affidavit § 45a-285',
    'https://www.cga.ct.gov/current/pub/chap_802a.htm',
    { ...witnessAffidavit, exclusions: giftVoidWithSpouse },
  ),
  DE: rule(
    '12 Del. C. § 202; witnesses § 203; self-proving § 1305',
    'https://delcode.delaware.gov/title12/c002/index.html',
  ),
  DC: rule(
    'D.C. Code § 18-103; interested witness § 18-104; no self-proving affidavit for a paper will',
    'https://code.dccouncil.gov/us/dc/council/code/titles/18/chapters/1',
    {
      ...noAffidavit,
      jurisdictionStyle: 'District',
      exclusions: giftVoid,
      electronicWill: valid('D.C. Code § 18-901 et seq. (Uniform Electronic Wills Act)'),
    },
  ),
  FL: rule(
    'Fla. Stat. § 732.502; self-proving § 732.503; no-contest void, § 732.517',
    'https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0732/0732.html',
    {
      noContestEnforceable: false,
      holographic: notValid('Fla. Stat. § 732.502(2)'),
      electronicWill: valid('Fla. Stat. § 732.522'),
    },
  ),
  GA: rule(
    'O.C.G.A. § 53-4-20; interested witness § 53-4-23; self-proving § 53-4-24',
    'https://www.legis.ga.gov/',
    { exclusions: giftVoid },
  ),
  HI: rule(
    'HRS § 560:2-502; self-proving § 560:2-504',
    'https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0560/HRS_0560-0002-0502.htm',
    { ...representation, holographic: valid('HRS § 560:2-502(b)') },
  ),
  ID: rule(
    'Idaho Code § 15-2-502; self-proving § 15-2-504',
    'https://legislature.idaho.gov/statutesrules/idstat/title15/t15ch2/sect15-2-502/',
    { holographic: valid('Idaho Code § 15-2-503') },
  ),
  IL: rule(
    '755 ILCS 5/4-3; interested witness 5/4-6; attestation clause as proof, 5/6-4(a)',
    'https://ilga.gov/legislation/ilcs/documents/075500050K6-4.htm',
    {
      selfProof: 'ATTESTATION_CLAUSE',
      exclusions: giftVoidWithSpouse,
      electronicWill: valid('755 ILCS 6 (Electronic Wills and Remote Witnesses Act)'),
    },
  ),
  IN: rule(
    'Ind. Code § 29-1-5-3; interested witness § 29-1-5-2; self-proving § 29-1-5-3.1; no-contest § 29-1-6-2',
    'https://iga.in.gov/laws/ic/titles/29',
    { exclusions: giftVoid, electronicWill: valid('Ind. Code § 29-1-21') },
  ),
  IA: rule(
    'Iowa Code § 633.279(1); interested witness § 633.281; self-proving § 633.279(2)',
    'https://www.legis.iowa.gov/docs/code/633.279.pdf',
    { exclusions: giftVoid },
  ),
  KS: rule(
    'K.S.A. § 59-606 (execution and self-proving); interested witness § 59-604',
    'https://www.ksrevisor.gov/statutes/chapters/ch59/059_006_0006.html',
    { exclusions: giftVoid },
  ),
  KY: rule(
    'KRS § 394.040; interested witness § 394.210; self-proving § 394.225',
    'https://apps.legislature.ky.gov/law/statutes/',
    { ...commonwealth, exclusions: giftVoidWithSpouse, holographic: valid('KRS § 394.040') },
  ),
  LA: rule(
    'La. Civ. Code art. 1576 (notarial testament, Acts 2025, No. 30); witness as legatee arts. 1582, 1582.1; self-proving La. Code Civ. Proc. art. 2891',
    'https://legis.la.gov/legis/BillInfo.aspx?s=25RS&b=SB49',
    {
      selfProof: 'ATTESTATION_CLAUSE',
      notaryRequired: true,
      exclusions: giftVoidWithSpouse,
      holographic: valid('La. Civ. Code art. 1575 (olographic testament)'),
    },
  ),
  ME: rule(
    '18-C M.R.S. § 2-502; self-proving § 2-504',
    'https://legislature.maine.gov/statutes/18-C/title18-Csec2-502.html',
    { holographic: valid('18-C M.R.S. § 2-502(2)') },
  ),
  MD: rule(
    'Md. Code, Est. & Trusts § 4-102; no self-proving affidavit statute',
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=get&section=4-102',
    {
      ...noAffidavit,
      holographic: notValid('Md. Code, Est. & Trusts § 4-103 (armed services, outside the US)'),
      electronicWill: valid('Md. Code, Est. & Trusts §§ 4-101, 4-102(c)'),
    },
  ),
  MA: rule(
    'M.G.L. c. 190B § 2-502; self-proving § 2-504',
    'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter190B',
    commonwealth,
  ),
  MI: rule(
    'MCL § 700.2502; self-proving § 700.2504',
    'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-700-2502',
    { holographic: valid('MCL § 700.2502(2)') },
  ),
  MN: rule(
    'Minn. Stat. § 524.2-502; self-proving § 524.2-504',
    'https://www.revisor.mn.gov/laws/2023/0/21/',
    {
      electronicWill: valid(
        'Minn. Laws 2023, ch. 21 (Uniform Electronic Wills Act, Minn. Stat. ch. 524)',
      ),
    },
  ),
  MS: rule(
    'Miss. Code § 91-5-1; interested witness § 91-5-9; subscribing witness affidavit § 91-7-7',
    'https://www.legislature.ms.gov/',
    { ...witnessAffidavit, exclusions: giftVoid, holographic: valid('Miss. Code § 91-5-1') },
  ),
  MO: rule(
    'R.S.Mo. § 474.320; interested witness § 474.330; self-proving § 474.337',
    'https://revisor.mo.gov/main/OneChapter.aspx?chapter=474',
    { exclusions: giftVoid },
  ),
  MT: rule(
    'Mont. Code § 72-2-522; self-proving § 72-2-524',
    'https://leg.mt.gov/bills/mca/title_0720/chapter_0020/part_0050/section_0220/0720-0020-0050-0220.html',
    { ...representation, holographic: valid('Mont. Code § 72-2-522(2)') },
  ),
  NE: rule(
    'Neb. Rev. Stat. § 30-2327; self-proving § 30-2329',
    'https://nebraskalegislature.gov/laws/statutes.php?statute=30-2327',
    { holographic: valid('Neb. Rev. Stat. § 30-2328') },
  ),
  NV: rule(
    'NRS § 133.040; interested witness § 133.060; attesting witness affidavit or declaration § 133.050',
    'https://www.leg.state.nv.us/NRS/NRS-133.html',
    {
      ...witnessAffidavit,
      exclusions: giftVoid,
      holographic: valid('NRS § 133.090'),
      electronicWill: valid('NRS § 133.085'),
    },
  ),
  NH: rule(
    'N.H. RSA 551:2; interested witness 551:3; self-proving 551:2-a',
    'https://www.gencourt.state.nh.us/rsa/html/LVI/551/551-mrg.htm',
    { exclusions: giftVoidWithSpouse },
  ),
  NJ: rule('N.J.S.A. § 3B:3-2; self-proving § 3B:3-4', 'https://lis.njleg.state.nj.us/', {
    holographic: valid('N.J.S.A. § 3B:3-2(b)'),
  }),
  NM: rule(
    'NMSA § 45-2-502; self-proving § 45-2-504',
    'https://nmonesource.com/nmos/nmsa/en/nav.do',
    representation,
  ),
  NY: rule(
    'N.Y. EPTL § 3-2.1; interested witness § 3-3.2; attesting witness affidavit SCPA § 1406',
    'https://www.nysenate.gov/legislation/laws/SCP/1406',
    {
      ...witnessAffidavit,
      exclusions: giftVoid,
      holographic: notValid('N.Y. EPTL § 3-2.2 (armed forces and mariners only)'),
    },
  ),
  NC: rule(
    'N.C.G.S. § 31-3.3; interested witness § 31-10; self-proving § 31-11.6',
    'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_31/Article_1.html',
    { exclusions: giftVoidWithSpouse, holographic: valid('N.C.G.S. § 31-3.4') },
  ),
  ND: rule(
    'N.D.C.C. § 30.1-08-02; self-proving § 30.1-08-04',
    'https://www.ndlegis.gov/cencode/t30-1c08.pdf',
    {
      holographic: valid('N.D.C.C. § 30.1-08-02(2)'),
      electronicWill: valid('N.D.C.C. ch. 30.1-37 (Uniform Electronic Wills Act)'),
    },
  ),
  OH: rule(
    'ORC § 2107.03; interested witness § 2107.15; no self-proving affidavit statute',
    'https://codes.ohio.gov/ohio-revised-code/chapter-2107',
    { ...noAffidavit, exclusions: giftVoid },
  ),
  OK: rule(
    '84 O.S. § 55 (execution and self-proving); interested witness § 143',
    'https://www.oscn.net/applications/oscn/index.asp?ftdb=STOKST84',
    { exclusions: giftVoid, holographic: valid('84 O.S. § 54') },
  ),
  OR: rule(
    'ORS § 112.235; interested witness § 112.245; attesting witness affidavit § 113.055',
    'https://www.oregonlegislature.gov/bills_laws/ors/ors112.html',
    { ...witnessAffidavit, ...representation, electronicWill: notValid('ORS § 112.235(4)') },
  ),
  PA: rule(
    '20 Pa.C.S. § 2502; self-proving § 3132.1',
    'https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=20&div=0&chpt=25',
    {
      ...commonwealth,
      holographic: valid('20 Pa.C.S. § 2502 (a will signed at the end needs no witnesses)'),
    },
  ),
  RI: rule(
    'R.I. Gen. Laws § 33-5-5; subscribing witness affidavit § 33-7-26',
    'https://webserver.rilegislature.gov/Statutes/TITLE33/33-7/33-7-26.htm',
    { ...witnessAffidavit, exclusions: giftVoid },
  ),
  SC: rule(
    'S.C. Code § 62-2-502; self-proving § 62-2-503; interested witness § 62-2-504',
    'https://www.scstatehouse.gov/code/t62c002.php',
    { exclusions: giftVoidWithSpouse },
  ),
  SD: rule(
    'SDCL § 29A-2-502; self-proving § 29A-2-504',
    'https://sdlegislature.gov/Statutes/29A-2-502',
    { holographic: valid('SDCL § 29A-2-502(b)') },
  ),
  TN: rule(
    'Tenn. Code § 32-1-104; interested witness § 32-1-103; attesting witness affidavit § 32-2-110',
    'https://www.capitol.tn.gov/',
    { ...witnessAffidavit, exclusions: giftVoid, holographic: valid('Tenn. Code § 32-1-105') },
  ),
  TX: rule(
    'Tex. Est. Code § 251.051; interested witness § 254.002; self-proving § 251.104',
    'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.251.htm',
    { exclusions: giftVoid, holographic: valid('Tex. Est. Code § 251.052') },
  ),
  UT: rule(
    'Utah Code § 75-2-502; self-proving § 75-2-504',
    'https://le.utah.gov/xcode/Title75/Chapter2/75-2-S502.html',
    {
      holographic: valid('Utah Code § 75-2-502(2)'),
      electronicWill: valid('Utah Code § 75-2-1401 et seq. (Uniform Electronic Wills Act)'),
    },
  ),
  VT: rule(
    '14 V.S.A. § 5; interested witness § 10; self-proving § 108 (Act 195 of 2018)',
    'https://legislature.vermont.gov/statutes/fullchapter/14/003',
    { exclusions: giftVoidWithSpouse },
  ),
  VA: rule(
    'Va. Code § 64.2-403; self-proving § 64.2-452',
    'https://law.lis.virginia.gov/vacode/title64.2/chapter4/section64.2-403/',
    { ...commonwealth, holographic: valid('Va. Code § 64.2-403(B)') },
  ),
  WA: rule(
    'RCW § 11.12.020; interested witness § 11.12.160; attesting witness affidavit § 11.20.020(2)',
    'https://app.leg.wa.gov/RCW/default.aspx?cite=11.12',
    {
      ...witnessAffidavit,
      ...representation,
      exclusions: giftVoid,
      electronicWill: valid('RCW § 11.12.400 to § 11.12.491'),
    },
  ),
  WV: rule(
    'W. Va. Code § 41-1-3; interested witness § 41-2-1; attesting witness affidavit § 41-5-15',
    'https://code.wvlegislature.gov/41-1/',
    {
      ...witnessAffidavit,
      exclusions: giftVoidWithSpouse,
      holographic: valid('W. Va. Code § 41-1-3'),
    },
  ),
  WI: rule(
    'Wis. Stat. § 853.03; interested witness § 853.07; self-proving § 853.04',
    'https://docs.legis.wisconsin.gov/statutes/statutes/853',
    { exclusions: giftVoidWithSpouse },
  ),
  WY: rule(
    'Wyo. Stat. § 2-6-112 (execution and interested witness); self-proving § 2-6-114',
    'https://wyoleg.gov/statutes/compress/title02.pdf',
    { exclusions: giftVoid, holographic: valid('Wyo. Stat. § 2-6-113') },
  ),
};

/** "State of Illinois", "Commonwealth of Virginia", "District of Columbia". */
export const jurisdictionName = (state: UsStateCode): string => {
  const style = WILL_EXECUTION_RULES[state].jurisdictionStyle;
  return style === 'District' ? US_STATES[state] : `${style} of ${US_STATES[state]}`;
};

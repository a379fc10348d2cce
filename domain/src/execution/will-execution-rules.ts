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

/**
 * A row not confirmed at its `source`: where it was read instead and what is still open, and the
 * page it was read at when there is one (docs/legal/will-execution.md, "Not verified at a primary
 * source"). Only rows read at the official page leave it out.
 */
const notConfirmed = (
  unverified: string,
  readAt?: string,
): Pick<WillExecutionRule, 'unverified' | 'readAt'> =>
  readAt === undefined ? { unverified } : { unverified, readAt };

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
    notConfirmed(
      'Not read: rests on the earlier table and the Uniform Probate Code text; §§ 43-8-131, -132 and -134 are open.',
    ),
  ),
  AK: rule(
    'Alaska Stat. § 13.12.502; self-proving § 13.12.504',
    'https://www.akleg.gov/basis/statutes.asp#13.12.502',
    {
      ...notConfirmed(
        'Not read: rests on the earlier table and the Uniform Probate Code text; every section is open.',
      ),
      ...representation,
      holographic: valid('Alaska Stat. § 13.12.502(b)'),
    },
  ),
  AZ: rule(
    'A.R.S. § 14-2502; self-proving § 14-2504; witnesses § 14-2505',
    'https://www.azleg.gov/ars/14/02502.htm',
    {
      ...notConfirmed(
        "Not read at the official page: §§ 14-2502 to 14-2504 and 14-2518 at mirror copies, § 14-2505(B) only in law-firm summaries that other summaries contradict; open: § 14-2505's text and effective date.",
        'https://self-law.org/code/az/title-14/14-2502',
      ),
      exclusions: giftVoidWithSpouse,
      holographic: valid('A.R.S. § 14-2503'),
      electronicWill: valid('A.R.S. § 14-2518'),
    },
  ),
  AR: rule(
    'Ark. Code § 28-25-103; interested witness § 28-25-102; attesting witness affidavit § 28-25-106',
    'https://arkleg.state.ar.us/',
    {
      ...notConfirmed(
        "Not read at the official page: § 28-25-103 at a mirror, § 28-25-102 in a quote, § 28-25-106 by title only; open: § 28-25-106's text (the official code is published by LexisNexis).",
      ),
      ...witnessAffidavit,
      exclusions: giftVoid,
      holographic: valid('Ark. Code § 28-25-104'),
    },
  ),
  CA: rule(
    'Cal. Prob. Code § 6110; interested witness § 6112; witnesses’ declaration as proof § 8220(b), statutory will § 6240',
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=6110',
    {
      ...notConfirmed(
        "§ 6110 confirmed at leginfo.legislature.ca.gov on 2026-11-25; §§ 6111, 6112, 8220 and 6240 were read only at mirror copies and practitioners' quotes and are open.",
      ),
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
      ...notConfirmed(
        "Not read at the official page: only a Colorado Lawyer article on the Uniform Electronic Wills Act; open: §§ 15-11-502 and 15-11-504, and `source` is the legislature's statutes page.",
      ),
      ...representation,
      holographic: valid('C.R.S. § 15-11-502(2)'),
      electronicWill: valid('C.R.S. § 15-11-1301 et seq. (Uniform Electronic Wills Act)'),
    },
  ),
  CT: rule(
    'Conn. Gen. Stat. § 45a-251; interested witness § 45a-258; attesting witness affidavit § 45a-285',
    'https://www.cga.ct.gov/current/pub/chap_802a.htm',
    {
      ...notConfirmed(
        'Not read at the official page: § 45a-251 at a mirror, §§ 45a-258 and 45a-285 in summaries; open: the text of §§ 45a-258 and 45a-285.',
      ),
      ...witnessAffidavit,
      exclusions: giftVoidWithSpouse,
    },
  ),
  DE: rule(
    '12 Del. C. § 202; witnesses § 203; self-proving § 1305',
    'https://delcode.delaware.gov/title12/c002/index.html',
    notConfirmed(
      "Not read at the official page: §§ 202, 203 and 1306 in mirror quotes; open: § 1305's text.",
    ),
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
      ...notConfirmed(
        'Not read at the official page: §§ 732.502 and 732.522 at mirror copies, § 732.504 in law-firm quotes; open: §§ 732.503 and 732.517 and the official text of all.',
        'https://www.syfert.com/florida/statutes/0732.502.html',
      ),
      noContestEnforceable: false,
      holographic: notValid('Fla. Stat. § 732.502(2)'),
      electronicWill: valid('Fla. Stat. § 732.522'),
    },
  ),
  GA: rule(
    'O.C.G.A. § 53-4-20; interested witness § 53-4-23; self-proving § 53-4-24',
    'https://www.legis.ga.gov/',
    {
      ...notConfirmed(
        'Not read at the official page: §§ 53-4-20 and 53-4-24 at a mirror, § 53-4-23 in a summary; open: the official text (the code is published by LexisNexis).',
      ),
      exclusions: giftVoid,
    },
  ),
  HI: rule(
    'HRS § 560:2-502; self-proving § 560:2-504',
    'https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0560/HRS_0560-0002-0502.htm',
    {
      ...notConfirmed(
        'Not read: rests on the earlier table and the Uniform Probate Code text; every section is open.',
      ),
      ...representation,
      holographic: valid('HRS § 560:2-502(b)'),
    },
  ),
  ID: rule(
    'Idaho Code § 15-2-502; self-proving § 15-2-504',
    'https://legislature.idaho.gov/statutesrules/idstat/title15/t15ch2/sect15-2-502/',
    {
      ...notConfirmed(
        'Not read: rests on the earlier table and the Uniform Probate Code text; every section is open.',
      ),
      holographic: valid('Idaho Code § 15-2-503'),
    },
  ),
  IL: rule(
    '755 ILCS 5/4-3; interested witness 5/4-6; attestation clause as proof, 5/6-4(a)',
    'https://ilga.gov/legislation/ilcs/documents/075500050K6-4.htm',
    {
      ...notConfirmed(
        "5/4-3, 5/6-4 and 755 ILCS 6 confirmed at ilga.gov; open: 5/4-6 (the interested witness and the witness's spouse), read only in summaries and case law.",
      ),
      selfProof: 'ATTESTATION_CLAUSE',
      exclusions: giftVoidWithSpouse,
      electronicWill: valid('755 ILCS 6 (Electronic Wills and Remote Witnesses Act)'),
    },
  ),
  IN: rule(
    'Ind. Code § 29-1-5-3; interested witness § 29-1-5-2; self-proving § 29-1-5-3.1; no-contest § 29-1-6-2',
    'https://iga.in.gov/laws/ic/titles/29',
    {
      ...notConfirmed(
        'Not read at the official page: §§ 29-1-5-2, 29-1-5-3 and 29-1-6-2 at mirrors, § 29-1-21 in an ABA outline; open: § 29-1-5-3.1 and § 29-1-21, and `source` is the title page.',
      ),
      exclusions: giftVoid,
      electronicWill: valid('Ind. Code § 29-1-21'),
    },
  ),
  IA: rule(
    'Iowa Code § 633.279(1); interested witness § 633.281; self-proving § 633.279(2)',
    'https://www.legis.iowa.gov/docs/code/633.279.pdf',
    {
      ...notConfirmed(
        'Not read at the official page: §§ 633.279 and 633.281 at a mirror and in a quote; open: the official text.',
      ),
      exclusions: giftVoid,
    },
  ),
  KS: rule(
    'K.S.A. § 59-606 (execution and self-proving); interested witness § 59-604',
    'https://www.ksrevisor.gov/statutes/chapters/ch59/059_006_0006.html',
    {
      ...notConfirmed(
        'Not read at the official page: § 59-606 at a mirror; open: § 59-604 and the official text.',
      ),
      exclusions: giftVoid,
    },
  ),
  KY: rule(
    'KRS § 394.040; interested witness § 394.210; self-proving § 394.225',
    'https://apps.legislature.ky.gov/law/statutes/',
    {
      ...notConfirmed(
        'Not read at the official page: § 394.225 at a mirror, § 394.040 in a case quote; open: § 394.210 (and whether it reaches the spouse), and `source` is the statutes home page.',
      ),
      ...commonwealth,
      exclusions: giftVoidWithSpouse,
      holographic: valid('KRS § 394.040'),
    },
  ),
  LA: rule(
    'La. Civ. Code art. 1576 (notarial testament, Acts 2025, No. 30); witness as legatee arts. 1582, 1582.1; self-proving La. Code Civ. Proc. art. 2891',
    'https://legis.la.gov/legis/BillInfo.aspx?s=25RS&b=SB49',
    {
      ...notConfirmed(
        "Not read at the official page: arts. 1581 to 1582.1 at the LSU Law Center's Civil Code site, Acts 2025, No. 30 through its bill text and a notary association's summary; open: the enrolled act and art. 2891 as amended.",
      ),
      selfProof: 'ATTESTATION_CLAUSE',
      notaryRequired: true,
      exclusions: giftVoidWithSpouse,
      holographic: valid('La. Civ. Code art. 1575 (olographic testament)'),
    },
  ),
  ME: rule(
    '18-C M.R.S. § 2-502; self-proving § 2-504',
    'https://legislature.maine.gov/statutes/18-C/title18-Csec2-502.html',
    {
      ...notConfirmed(
        'Not read: rests on the earlier table and the Uniform Probate Code text; every section is open.',
      ),
      holographic: valid('18-C M.R.S. § 2-502(2)'),
    },
  ),
  MD: rule(
    'Md. Code, Est. & Trusts § 4-102; no self-proving affidavit statute',
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=get&section=4-102',
    {
      ...notConfirmed(
        '§ 4-101 read at mgaleg.maryland.gov; § 4-102 only in the chaptered 2022 bill (Ch. 177), § 4-103 in summaries; open: § 4-102 as codified and § 5-303 (see For counsel).',
      ),
      ...noAffidavit,
      holographic: notValid('Md. Code, Est. & Trusts § 4-103 (armed services, outside the US)'),
      electronicWill: valid('Md. Code, Est. & Trusts §§ 4-101, 4-102(c)'),
    },
  ),
  MA: rule(
    'M.G.L. c. 190B § 2-502; interested witness § 2-505(b); self-proving § 2-504',
    'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter190B',
    {
      ...commonwealth,
      exclusions: giftVoidWithSpouse,
      ...notConfirmed(
        "§ 2-505 read at mass.gov (the Commonwealth's page with the official comments), not at malegislature.gov; open: §§ 2-502 and 2-504 and § 2-505 at the legislature's page.",
        'https://www.mass.gov/info-details/mass-general-laws-c190b-ss-2-505',
      ),
    },
  ),
  MI: rule(
    'MCL § 700.2502; self-proving § 700.2504',
    'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-700-2502',
    {
      ...notConfirmed(
        'Not read at the official page: §§ 700.2502, 700.2504 and 700.2505 at a code mirror; open: the official text.',
        'https://law.uslawyerdatabase.com/category/us-law/2022-michigan-compiled-laws/chapter-700-estates-and-protected-individuals-code/act-386-of-1998-estates-and-protected-individuals-code-700-1101-700-8206/article-ii-intestacy-wills-and-donative-transfers-700-2101-700-2959/386-1998-ii-5-part-5-wills-will-contracts-and-custody-and-deposit-of-wills-700-2501-700-2519',
      ),
      holographic: valid('MCL § 700.2502(2)'),
    },
  ),
  MN: rule(
    'Minn. Stat. § 524.2-502; self-proving § 524.2-504',
    'https://www.revisor.mn.gov/laws/2023/0/21/',
    {
      ...notConfirmed(
        'Laws 2023, ch. 21 read at revisor.mn.gov; open: §§ 524.2-502 and 524.2-504 and the codified section numbers of ch. 21.',
      ),
      electronicWill: valid(
        'Minn. Laws 2023, ch. 21 (Uniform Electronic Wills Act, Minn. Stat. ch. 524)',
      ),
    },
  ),
  MS: rule(
    'Miss. Code § 91-5-1; interested witness § 91-5-9; subscribing witness affidavit § 91-7-7',
    'https://www.legislature.ms.gov/',
    {
      ...notConfirmed(
        "Not read at the official page: §§ 91-5-1 and 91-5-9 in quotes, § 91-7-7 in summaries; open: § 91-7-7's text, and `source` is the Legislature's home page.",
      ),
      ...witnessAffidavit,
      exclusions: giftVoid,
      holographic: valid('Miss. Code § 91-5-1'),
    },
  ),
  MO: rule(
    'R.S.Mo. § 474.320; interested witness § 474.330; self-proving § 474.337',
    'https://revisor.mo.gov/main/OneChapter.aspx?chapter=474',
    {
      ...notConfirmed(
        'Not read at the official page: §§ 474.320, 474.330 and 474.337 at a mirror and in quotes; open: the official text.',
      ),
      exclusions: giftVoid,
    },
  ),
  MT: rule(
    'Mont. Code § 72-2-522; self-proving § 72-2-524',
    'https://leg.mt.gov/bills/mca/title_0720/chapter_0020/part_0050/section_0220/0720-0020-0050-0220.html',
    {
      ...notConfirmed(
        'Not read: rests on the earlier table and the Uniform Probate Code text; every section is open.',
      ),
      ...representation,
      holographic: valid('Mont. Code § 72-2-522(2)'),
    },
  ),
  NE: rule(
    'Neb. Rev. Stat. § 30-2327; self-proving § 30-2329',
    'https://nebraskalegislature.gov/laws/statutes.php?statute=30-2327',
    {
      ...notConfirmed(
        'Not read: rests on the earlier table and the Uniform Probate Code text; every section is open.',
      ),
      holographic: valid('Neb. Rev. Stat. § 30-2328'),
    },
  ),
  NV: rule(
    'NRS § 133.040; interested witness § 133.060; attesting witness affidavit or declaration § 133.050',
    'https://www.leg.state.nv.us/NRS/NRS-133.html',
    {
      ...notConfirmed(
        "Chapter 133's table of sections read at leg.state.nv.us; §§ 133.050 and 133.085 only at a mirror; open: the text of §§ 133.060 and 133.090.",
      ),
      ...witnessAffidavit,
      exclusions: giftVoid,
      holographic: valid('NRS § 133.090'),
      electronicWill: valid('NRS § 133.085'),
    },
  ),
  NH: rule(
    'N.H. RSA 551:2; interested witness 551:3; self-proving 551:2-a',
    'https://www.gencourt.state.nh.us/rsa/html/LVI/551/551-mrg.htm',
    {
      ...notConfirmed(
        "RSA 551:1 and 551:2 read at gencourt.state.nh.us; 551:2-a only in a mirror quote; open: 551:3 (the interested witness and the witness's spouse).",
      ),
      exclusions: giftVoidWithSpouse,
    },
  ),
  NJ: rule('N.J.S.A. § 3B:3-2; self-proving § 3B:3-4', 'https://lis.njleg.state.nj.us/', {
    ...notConfirmed(
      "Not read at the official page: § 3B:3-2 as quoted verbatim by practitioners; open: § 3B:3-4, the interested-witness rule, and `source` is the legislature's home page.",
    ),
    holographic: valid('N.J.S.A. § 3B:3-2(b)'),
  }),
  NM: rule(
    'NMSA § 45-2-502; self-proving § 45-2-504',
    'https://nmonesource.com/nmos/nmsa/en/nav.do',
    {
      ...representation,
      ...notConfirmed(
        'Not read: rests on the earlier table and the Uniform Probate Code text; every section is open.',
      ),
    },
  ),
  NY: rule(
    'N.Y. EPTL § 3-2.1; interested witness § 3-3.2; attesting witness affidavit SCPA § 1406',
    'https://www.nysenate.gov/legislation/laws/SCP/1406',
    {
      ...notConfirmed(
        'SCPA §§ 1404, 1406 and EPTL § 3-3.2 confirmed at nysenate.gov; open: EPTL §§ 3-2.1 and 3-2.2, read only in summaries.',
      ),
      ...witnessAffidavit,
      exclusions: giftVoid,
      holographic: notValid('N.Y. EPTL § 3-2.2 (armed forces and mariners only)'),
    },
  ),
  NC: rule(
    'N.C.G.S. § 31-3.3; interested witness § 31-10; self-proving § 31-11.6',
    'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_31/Article_1.html',
    {
      ...notConfirmed(
        "G.S. §§ 31-3.3 and 31-3.4 confirmed at ncleg.gov; open: § 31-10 (read only through Brown v. Byrd, 252 N.C. 454) and § 31-11.6's form, to which G.S. 28A-2A-8 at ncleg.gov refers.",
      ),
      exclusions: giftVoidWithSpouse,
      holographic: valid('N.C.G.S. § 31-3.4'),
    },
  ),
  ND: rule(
    'N.D.C.C. § 30.1-08-02; self-proving § 30.1-08-04',
    'https://www.ndlegis.gov/cencode/t30-1c08.pdf',
    {
      ...notConfirmed(
        'Not read at the official page: chapters 30.1-08 and 30.1-37 at a mirror; open: the official text.',
      ),
      holographic: valid('N.D.C.C. § 30.1-08-02(2)'),
      electronicWill: valid('N.D.C.C. ch. 30.1-37 (Uniform Electronic Wills Act)'),
    },
  ),
  OH: rule(
    'ORC § 2107.03; interested witness § 2107.15; no self-proving affidavit statute',
    'https://codes.ohio.gov/ohio-revised-code/chapter-2107',
    {
      ...notConfirmed(
        'R.C. 2107.03 confirmed at codes.ohio.gov; open: R.C. 2107.15, read only through Rogers v. Helmes and In re Estate of Shaffer, and R.C. 2107.14 (see For counsel).',
      ),
      ...noAffidavit,
      exclusions: giftVoid,
    },
  ),
  OK: rule(
    '84 O.S. § 55 (execution and self-proving); interested witness § 143',
    'https://www.oscn.net/applications/oscn/index.asp?ftdb=STOKST84',
    {
      ...notConfirmed(
        'Not read at the official page: 84 O.S. § 55 at a mirror; open: §§ 54 and 143, and the `source` address.',
      ),
      exclusions: giftVoid,
      holographic: valid('84 O.S. § 54'),
    },
  ),
  OR: rule(
    'ORS § 112.235; interested witness § 112.245; attesting witness affidavit § 113.055',
    'https://www.oregonlegislature.gov/bills_laws/ors/ors112.html',
    {
      ...notConfirmed(
        "Not read at the official page: ORS 112.235, 112.245 and 113.055 at mirrors (chapter 112's table of sections is official); open: the official text.",
      ),
      ...witnessAffidavit,
      ...representation,
      electronicWill: notValid('ORS § 112.235(4)'),
    },
  ),
  PA: rule(
    '20 Pa.C.S. § 2502; self-proving § 3132.1',
    'https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=20&div=0&chpt=25',
    {
      ...notConfirmed(
        "Not read at the official page: 20 Pa.C.S. § 2502 at the Westlaw government site (Purdon's); open: § 3132.1 and the text at the legislature's page.",
        'https://govt.westlaw.com/pac/Document/NA42C7D50342E11DA8A989F4EECDB8638?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
      ),
      ...commonwealth,
      holographic: valid('20 Pa.C.S. § 2502 (a will signed at the end needs no witnesses)'),
    },
  ),
  RI: rule(
    'R.I. Gen. Laws § 33-5-5; subscribing witness affidavit § 33-7-26',
    'https://webserver.rilegislature.gov/Statutes/TITLE33/33-7/33-7-26.htm',
    {
      ...notConfirmed(
        'Not read at the official page: § 33-7-26 at a mirror; open: § 33-5-5 and the interested-witness section, which was not found.',
      ),
      ...witnessAffidavit,
      exclusions: giftVoid,
    },
  ),
  SC: rule(
    'S.C. Code § 62-2-502; self-proving § 62-2-503; interested witness § 62-2-504',
    'https://www.scstatehouse.gov/code/t62c002.php',
    {
      ...notConfirmed(
        'Not read at the official page: § 62-3-406 at a mirror, § 62-2-504 in a quote; open: the official text.',
      ),
      exclusions: giftVoidWithSpouse,
    },
  ),
  SD: rule(
    'SDCL § 29A-2-502; self-proving § 29A-2-504',
    'https://sdlegislature.gov/Statutes/29A-2-502',
    {
      ...notConfirmed(
        'Not read: rests on the earlier table and the Uniform Probate Code text; every section is open.',
      ),
      holographic: valid('SDCL § 29A-2-502(b)'),
    },
  ),
  TN: rule(
    'Tenn. Code § 32-1-104; interested witness § 32-1-103; attesting witness affidavit § 32-2-110',
    'https://www.capitol.tn.gov/',
    {
      ...notConfirmed(
        "Not read at the official page: §§ 32-2-110, 32-1-103 and 32-1-104 in quotes, § 32-2-104 at a mirror; open: the official text, and `source` is the General Assembly's home page (the code is published by LexisNexis).",
      ),
      ...witnessAffidavit,
      exclusions: giftVoid,
      holographic: valid('Tenn. Code § 32-1-105'),
    },
  ),
  TX: rule(
    'Tex. Est. Code § 251.051; interested witness § 254.002; self-proving § 251.104',
    'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.251.htm',
    {
      ...notConfirmed(
        'Not read at the official page: §§ 251.051 and 251.104 at texas.public.law, §§ 251.052 and 254.002 at mirrors and in summaries; open: the official text.',
        'https://texas.public.law/statutes/tex._est._code_section_251.051',
      ),
      exclusions: giftVoid,
      holographic: valid('Tex. Est. Code § 251.052'),
    },
  ),
  UT: rule(
    'Utah Code § 75-2-502; self-proving § 75-2-504',
    'https://le.utah.gov/xcode/Title75/Chapter2/75-2-S502.html',
    {
      ...notConfirmed(
        '2020 S6 H.B. 6001 read at le.utah.gov; § 75-2-1408 only at a mirror; open: §§ 75-2-502 and 75-2-504.',
      ),
      holographic: valid('Utah Code § 75-2-502(2)'),
      electronicWill: valid('Utah Code § 75-2-1401 et seq. (Uniform Electronic Wills Act)'),
    },
  ),
  VT: rule(
    '14 V.S.A. § 5; interested witness § 10; self-proving § 108 (Act 195 of 2018)',
    'https://legislature.vermont.gov/statutes/fullchapter/14/003',
    {
      ...notConfirmed(
        "Chapter 1 §§ 1–2 and chapter 3 §§ 101–104 read at legislature.vermont.gov; § 108 through a notary association's summary of Act 195, § 5 in a summary, § 10 through case law; open: §§ 5, 10 and 108 at the official page.",
      ),
      exclusions: giftVoidWithSpouse,
    },
  ),
  VA: rule(
    'Va. Code § 64.2-403; self-proving § 64.2-452',
    'https://law.lis.virginia.gov/vacode/title64.2/chapter4/section64.2-403/',
    {
      ...notConfirmed(
        'Not read at the official page: summaries only; open: the text of §§ 64.2-403 and 64.2-452.',
      ),
      ...commonwealth,
      holographic: valid('Va. Code § 64.2-403(B)'),
    },
  ),
  WA: rule(
    'RCW § 11.12.020; interested witness § 11.12.160; attesting witness affidavit § 11.20.020(2)',
    'https://app.leg.wa.gov/RCW/default.aspx?cite=11.12',
    {
      ...notConfirmed(
        'RCW 11.12.440 read at app.leg.wa.gov; §§ 11.12.020, 11.12.450 and 11.20.020 only at mirrors; open: § 11.12.160.',
      ),
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
      ...notConfirmed(
        "§ 41-1-3 read at code.wvlegislature.gov; § 41-5-15 only at a mirror; open: § 41-2-1 (the interested witness and the witness's spouse).",
      ),
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
    {
      ...notConfirmed(
        "Not read at the official page: §§ 2-6-112 and 2-6-113 in quotes, § 2-6-114 through In re Estate of Meyer, 2016 WY 6; open: § 2-6-114's text.",
      ),
      exclusions: giftVoid,
      holographic: valid('Wyo. Stat. § 2-6-113'),
    },
  ),
};

/** "State of Illinois", "Commonwealth of Virginia", "District of Columbia". */
export const jurisdictionName = (state: UsStateCode): string => {
  const style = WILL_EXECUTION_RULES[state].jurisdictionStyle;
  return style === 'District' ? US_STATES[state] : `${style} of ${US_STATES[state]}`;
};

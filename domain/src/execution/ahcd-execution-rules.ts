import type { UsStateCode } from '../reference/us-states';
import type { StatuteCheck, WitnessExclusion, WitnessRequirement } from './statute-check';

/**
 * How an advance healthcare directive is executed in each state and DC (DECISIONS.md
 * "Documents"; issue 19). The directive combines two parts that many states execute under
 * different sections: the appointment of a health care agent (power of attorney for health care)
 * and the instructions about end-of-life care (living will). Each part is its own row; the
 * combined document meets the stricter of the two (`ahcdExecution`). `witnesses-or-notary`
 * means the declarant chooses; the document prints both blocks and says so.
 * `docs/legal/ahcd-execution.md` is the audit behind the table; counsel reviews a row before its
 * wording changes.
 */
export type AhcdFormality = 'witnesses' | 'witnesses-or-notary' | 'witnesses-and-notary' | 'notary';

export interface AhcdPartRule extends StatuteCheck {
  readonly formality: AhcdFormality;
  /** Adult witnesses, where witnesses sign, and who may not be one. */
  readonly witnesses: WitnessRequirement & { readonly count: 1 | 2 };
}

export interface AhcdExecutionRule {
  readonly agent: AhcdPartRule;
  readonly livingWill: AhcdPartRule;
  /**
   * Where the state accepts only its own statutory form (Oregon, ORS 127.529): the form's
   * official address, which the document and the signing guide name.
   */
  readonly statutoryForm?: { readonly statute: string; readonly url: string };
  /**
   * A statement the witnesses or an advocate must add for a person in a particular setting
   * (California's skilled-nursing resident, Prob. Code § 4675). The signing guide reads it as
   * "If you are {setting} when you sign, you also need {who} ({statute})."
   */
  readonly facilityStatement?: {
    readonly statute: string;
    readonly setting: string;
    readonly who: string;
  };
}

const CHECKED_ON = '2026-11-25';

const readAt = (where: string): string => `Not read at the official page: read at ${where}.`;
const SUMMARIES = readAt('secondary summaries that quote or paraphrase the section');

interface PartOptions {
  /** Witnesses the part needs when witnesses sign; two unless said. */
  readonly count?: 1 | 2;
  readonly minimumAge?: 18 | 19 | 21;
  /** Who may not be any of the witnesses. */
  readonly not?: readonly WitnessExclusion[];
  /** Who may not be at least one of them. */
  readonly oneNot?: readonly WitnessExclusion[];
  readonly unverified?: string;
}

const part =
  (formality: AhcdFormality) =>
  (
    statute: string,
    source: string,
    { count = 2, minimumAge = 18, not = [], oneNot, unverified }: PartOptions = {},
  ): AhcdPartRule => ({
    statute,
    checkedOn: CHECKED_ON,
    source,
    formality,
    witnesses: {
      count,
      minimumAge,
      exclusions: not,
      ...(oneNot === undefined ? {} : { oneWitnessExclusions: oneNot }),
    },
    ...(unverified === undefined ? {} : { unverified }),
  });

const witnesses = part('witnesses');
const witnessesOrNotary = part('witnesses-or-notary');
const witnessesAndNotary = part('witnesses-and-notary');
/** Acknowledged before a notary; no witness signs, so the part sets no witness rule. */
const notary = (statute: string, source: string, options: PartOptions) =>
  part('notary')(statute, source, { count: 1, ...options });
/**
 * A part the law asks only to be signed (Idaho, New Mexico, Colorado's medical durable power).
 * The table has no formality weaker than "witnesses or a notary", so the part takes that one;
 * the statute says that neither is required, and a stricter other part overrides it.
 */
const signatureOnly = (statute: string, source: string, unverified: string) =>
  witnessesOrNotary(`${statute} (signature only; no witness or notary required)`, source, {
    unverified,
  });

type Extras = Pick<AhcdExecutionRule, 'statutoryForm' | 'facilityStatement'>;
/** One statute governs the agent appointment and the instructions alike. */
const oneStatute = (rule: AhcdPartRule, extras: Extras = {}): AhcdExecutionRule => ({
  agent: rule,
  livingWill: rule,
  ...extras,
});
/** Separate statutes for the health care power of attorney and the living will. */
const twoStatutes = (
  agent: AhcdPartRule,
  livingWill: AhcdPartRule,
  extras: Extras = {},
): AhcdExecutionRule => ({ agent, livingWill, ...extras });

/** The Uniform Health-Care Decisions Act (1993) witness rule: § 2(b) and its declaration. */
const UHCDA_NOT: readonly WitnessExclusion[] = [
  'agent',
  'health-care-provider',
  'employee-of-health-care-provider',
];
const UHCDA_ONE_NOT: readonly WitnessExclusion[] = ['relative', 'entitled-to-estate'];
/** California's list (Prob. Code § 4674(c)), which Rhode Island and Wyoming follow. */
const CARE_FACILITY_NOT: readonly WitnessExclusion[] = [
  ...UHCDA_NOT,
  'operator-of-care-facility',
  'employee-of-care-facility',
];
/** North Carolina's "qualified witness" (G.S. 32A-16(6), 90-321). */
const NC_QUALIFIED: readonly WitnessExclusion[] = [
  'relative',
  'entitled-to-estate',
  'health-care-provider',
  'employee-of-health-care-provider',
  'employee-of-care-facility',
];
/** Texas: at least one witness is none of these (Health & Safety Code § 166.003(2)). */
const TX_ONE_NOT: readonly WitnessExclusion[] = [
  'agent',
  'relative',
  'entitled-to-estate',
  'health-care-provider',
  'employee-of-health-care-provider',
];
/** Wisconsin (§§ 154.03, 155.10(2)): chaplains and social workers excepted. */
const WI_NOT: readonly WitnessExclusion[] = [
  'relative',
  'entitled-to-estate',
  'financially-responsible-for-care',
  'health-care-provider',
  'employee-of-health-care-provider',
];

/** The Oregon Health Authority's page for the statutory form of ORS 127.529. */
const OREGON_FORM =
  'https://www.oregon.gov/oha/PH/ABOUT/Pages/AdvanceDirectiveAdoptionCommittee.aspx';

export const AHCD_EXECUTION_RULES: Readonly<Record<UsStateCode, AhcdExecutionRule>> = {
  AL: oneStatute(
    witnesses(
      'Ala. Code § 22-8A-4(c)',
      'https://alison.legislature.state.al.us/code-of-alabama?section=22-8A-4',
      {
        minimumAge: 19,
        not: [
          'signer-for-the-person',
          'relative',
          'entitled-to-estate',
          'financially-responsible-for-care',
        ],
        unverified: SUMMARIES,
      },
    ),
  ),
  AK: oneStatute(
    witnessesOrNotary(
      'Alaska Stat. § 13.52.010',
      'https://www.akleg.gov/basis/statutes.asp#13.52.010',
      {
        not: UHCDA_NOT,
        oneNot: UHCDA_ONE_NOT,
        unverified: SUMMARIES,
      },
    ),
  ),
  AZ: twoStatutes(
    witnessesOrNotary(
      'A.R.S. § 36-3221(A)(3), (C), (D)',
      'https://www.azleg.gov/ars/36/03221.htm',
      {
        count: 1,
        not: ['agent', 'health-care-provider', 'relative', 'entitled-to-estate'],
        unverified: readAt('law.uslawyerdatabase.com (text of § 36-3221)'),
      },
    ),
    witnessesOrNotary(
      'A.R.S. § 36-3261 (executed as § 36-3221 requires)',
      'https://www.azleg.gov/ars/36/03261.htm',
      {
        count: 1,
        not: ['agent', 'health-care-provider', 'relative', 'entitled-to-estate'],
        unverified: 'Not read: § 36-3261 taken from memory to follow § 36-3221.',
      },
    ),
  ),
  AR: oneStatute(
    witnessesOrNotary(
      'Ark. Code § 20-6-103(c)',
      'https://law.justia.com/codes/arkansas/2019/title-20/subtitle-2/chapter-6/subchapter-1/section-20-6-103/',
      {
        not: ['agent'],
        oneNot: UHCDA_ONE_NOT,
        unverified: readAt(
          'Justia (2019 code; the official code is published by LexisNexis); § 20-17-202 (living-will declaration, two witnesses) not read',
        ),
      },
    ),
  ),
  CA: oneStatute(
    witnessesOrNotary(
      'Cal. Prob. Code §§ 4673, 4674',
      'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=4674',
      {
        not: CARE_FACILITY_NOT,
        oneNot: UHCDA_ONE_NOT,
        unverified:
          'Not read at the official page: § 4673 was read at leginfo.legislature.ca.gov on 2026-11-25 (a notary or two witnesses; an electronic directive needs the notary, § 4673(b)); §§ 4674 and 4675 (who may not witness, the one-witness rule, the skilled-nursing advocate) only at self-law.org.',
      },
    ),
    {
      facilityStatement: {
        statute: 'Cal. Prob. Code § 4675',
        setting: 'a patient in a skilled nursing facility',
        who: 'a patient advocate or ombudsman designated by the California Department of Aging, who signs as one of your witnesses (or in addition to the notary) and declares that they serve as the witness the law requires',
      },
    },
  ),
  CO: twoStatutes(
    signatureOnly(
      'C.R.S. § 15-14-506',
      'https://leg.colorado.gov/sites/default/files/images/olls/crs2024-title-15.pdf',
      'Not read: a medical durable power of attorney needs only the signature, from memory.',
    ),
    witnessesOrNotary(
      'C.R.S. §§ 15-18-105, 15-18-106',
      'https://leg.colorado.gov/sites/default/files/images/olls/crs2024-title-15.pdf',
      {
        not: ['health-care-provider', 'employee-of-health-care-provider', 'entitled-to-estate'],
        unverified: readAt(
          'Casetext (text of § 15-18-106 as amended by SB 21-195); § 15-18-105 from summaries',
        ),
      },
    ),
  ),
  CT: twoStatutes(
    witnesses('Conn. Gen. Stat. § 19a-576', 'https://www.cga.ct.gov/current/pub/chap_368w.htm', {
      not: ['agent'],
      unverified: SUMMARIES,
    }),
    witnesses('Conn. Gen. Stat. § 19a-575a', 'https://www.cga.ct.gov/current/pub/chap_368w.htm', {
      unverified: SUMMARIES,
    }),
  ),
  DE: oneStatute(
    witnesses(
      '16 Del. C. ch. 25 (Uniform Health-Care Decisions Act (2023), 84 Del. Laws c. 467, in force Sept. 30, 2025); former § 2503(b)',
      'https://legis.delaware.gov/SessionLaws?chapter=467&volume=84',
      {
        not: [
          'agent',
          'relative',
          'entitled-to-estate',
          'financially-responsible-for-care',
          'operator-of-care-facility',
          'employee-of-care-facility',
        ],
        unverified:
          'The 2023 act replaced chapter 25 on Sept. 30, 2025; its execution section was not read. The row keeps the former § 2503(b) witnesses, which were read at delcode.delaware.gov, as the stricter reading.',
      },
    ),
    {
      facilityStatement: {
        statute: 'former 16 Del. C. § 2511(b)',
        setting: 'a resident of a long-term care facility',
        who: 'one of your witnesses to be a patient advocate or ombudsperson designated by the Delaware Department of Health and Social Services',
      },
    },
  ),
  DC: twoStatutes(
    witnesses(
      'D.C. Code § 21-2205(c)–(d)',
      'https://code.dccouncil.gov/us/dc/council/code/sections/21-2205.html',
      {
        not: ['health-care-provider', 'employee-of-health-care-provider'],
        oneNot: UHCDA_ONE_NOT,
      },
    ),
    witnesses(
      'D.C. Code § 7-622',
      'https://code.dccouncil.gov/us/dc/council/code/sections/7-622.html',
      {
        not: [
          'signer-for-the-person',
          'relative',
          'entitled-to-estate',
          'financially-responsible-for-care',
          'health-care-provider',
          'employee-of-health-care-provider',
        ],
        unverified: SUMMARIES,
      },
    ),
    {
      facilityStatement: {
        statute: 'D.C. Code § 7-622',
        setting: 'a patient in a skilled care facility',
        who: 'one of your witnesses to be a patient advocate or ombudsman',
      },
    },
  ),
  FL: twoStatutes(
    witnesses(
      'Fla. Stat. § 765.202(1)–(2)',
      'https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0765/Sections/0765.202.html',
      {
        not: ['agent'],
        oneNot: ['spouse', 'relative'],
        unverified: readAt('FindLaw (text of § 765.202)'),
      },
    ),
    witnesses(
      'Fla. Stat. § 765.302(1)',
      'https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0765/Sections/0765.302.html',
      { oneNot: ['spouse', 'relative'], unverified: 'Not read: from memory.' },
    ),
  ),
  GA: oneStatute(
    witnesses(
      'O.C.G.A. § 31-32-5(c)',
      'https://law.justia.com/codes/georgia/2021/title-31/chapter-32/section-31-32-5/',
      {
        not: ['agent', 'entitled-to-estate', 'health-care-provider'],
        oneNot: ['employee-of-health-care-provider'],
        unverified: readAt(
          'Justia and summaries quoting § 31-32-5(c) (the official code is published by LexisNexis)',
        ),
      },
    ),
  ),
  HI: oneStatute(
    witnessesOrNotary(
      'HRS § 327E-3',
      'https://www.capitol.hawaii.gov/hrscurrent/Vol06_Ch0321-0344/HRS0327E/HRS_0327E-0003.htm',
      { not: UHCDA_NOT, oneNot: UHCDA_ONE_NOT, unverified: SUMMARIES },
    ),
  ),
  ID: oneStatute(
    signatureOnly(
      'Idaho Code § 39-4510',
      'https://legislature.idaho.gov/statutesrules/idstat/Title39/T39CH45/SECT39-4510/',
      readAt('the Idaho Secretary of State’s registry FAQ (no witness or notary since 2005)'),
    ),
  ),
  IL: twoStatutes(
    witnesses(
      '755 ILCS 45/4-5.1, 4-10(b)',
      'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=075500450K4-5.1',
      {
        count: 1,
        not: ['agent', 'relative', 'health-care-provider', 'operator-of-care-facility'],
        unverified:
          'Not read at the compiled section: the witness rule of § 4-5.1 (one witness to every health care agency, and who may not be that witness) was read at ilga.gov in the amending act, P.A. 99-328; the section as now in force and § 4-10(b) were not opened (docs/legal/ahcd-execution.md).',
      },
    ),
    witnesses(
      '755 ILCS 35/3',
      'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=075500350K3',
      {
        not: [
          'signer-for-the-person',
          'relative',
          'entitled-to-estate',
          'financially-responsible-for-care',
        ],
        unverified: readAt(
          'summaries; the exclusions are those of the statutory form’s witness statement (§ 3(e))',
        ),
      },
    ),
  ),
  IN: oneStatute(
    witnessesOrNotary(
      'Ind. Code § 16-36-7-28',
      'https://iga.in.gov/laws/2025/ic/titles/16#16-36-7-28',
      {
        not: ['signer-for-the-person'],
        oneNot: ['spouse', 'relative'],
        unverified: readAt('Justia (2021 code) and instalawyer.io (text of § 16-36-7-28)'),
      },
    ),
  ),
  IA: twoStatutes(
    witnessesOrNotary('Iowa Code § 144B.3', 'https://www.legis.iowa.gov/docs/code/144B.3.pdf', {
      not: UHCDA_NOT,
      oneNot: ['relative'],
      unverified: SUMMARIES,
    }),
    witnessesOrNotary('Iowa Code § 144A.3', 'https://www.legis.iowa.gov/docs/code/144A.3.pdf', {
      not: ['health-care-provider', 'employee-of-health-care-provider'],
      oneNot: ['relative'],
      unverified: SUMMARIES,
    }),
  ),
  KS: twoStatutes(
    witnessesOrNotary(
      'K.S.A. § 58-629',
      'https://www.ksrevisor.gov/statutes/chapters/ch58/058_006_0029.html',
      {
        not: ['agent', 'relative', 'entitled-to-estate', 'financially-responsible-for-care'],
        unverified: SUMMARIES,
      },
    ),
    witnessesOrNotary(
      'K.S.A. § 65-28,103',
      'https://www.ksrevisor.gov/statutes/chapters/ch65/065_028_0103.html',
      {
        not: [
          'signer-for-the-person',
          'relative',
          'entitled-to-estate',
          'financially-responsible-for-care',
        ],
        unverified: readAt(
          'summaries, which disagree on whether a notary may replace the witnesses',
        ),
      },
    ),
  ),
  KY: oneStatute(
    witnessesOrNotary('KRS § 311.625', 'https://apps.legislature.ky.gov/law/statutes/', {
      not: [
        'relative',
        'entitled-to-estate',
        'health-care-provider',
        'employee-of-health-care-provider',
        'financially-responsible-for-care',
      ],
      unverified: readAt('medlawplus.com quoting § 311.625(3); the official page was not opened'),
    }),
  ),
  LA: twoStatutes(
    witnesses('La. R.S. 40:1151.4(A)(2)(b)', 'https://legis.la.gov/Legis/LawPrint.aspx?d=964673'),
    witnesses('La. R.S. 40:1151.2', 'https://legis.la.gov/Legis/LawSearch.aspx', {
      not: ['relative', 'entitled-to-estate'],
      unverified: readAt('summaries; the exclusions are those of the statutory declaration'),
    }),
  ),
  ME: oneStatute(
    witnesses(
      '18-C M.R.S. § 5-803(1)–(2)',
      'https://legislature.maine.gov/statutes/18-C/title18-Csec5-803.html',
      { unverified: readAt('a forum post quoting § 5-803(2)') },
    ),
  ),
  MD: oneStatute(
    witnesses(
      'Md. Code, Health–Gen. § 5-602(c)',
      'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=ghg&section=5-602&enactments=false',
      { not: ['agent'], oneNot: ['entitled-to-estate'], unverified: SUMMARIES },
    ),
  ),
  MA: oneStatute(
    witnesses(
      'M.G.L. c. 201D, § 2 (Massachusetts has no living-will statute)',
      'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter201D/Section2',
      {
        not: ['agent'],
        unverified: readAt(
          'law.onecle.com (text of c. 201D, § 2: two adult witnesses, not the agent)',
        ),
      },
    ),
  ),
  MI: oneStatute(
    witnesses(
      'MCL § 700.5506(4) (Michigan has no living-will statute)',
      'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-700-5506',
      {
        not: [
          'agent',
          'spouse',
          'relative',
          'entitled-to-estate',
          'health-care-provider',
          'employee-of-health-care-provider',
          'employee-of-care-facility',
        ],
        unverified: SUMMARIES,
      },
    ),
  ),
  MN: oneStatute(
    witnessesOrNotary('Minn. Stat. § 145C.03', 'https://www.revisor.mn.gov/statutes/cite/145C.03', {
      not: ['agent'],
      oneNot: ['health-care-provider', 'employee-of-health-care-provider'],
      unverified: readAt('FindLaw (subd. 1); subd. 3 from summaries'),
    }),
  ),
  MS: oneStatute(
    witnessesOrNotary(
      'Miss. Code § 41-41-205(2)',
      'https://law.justia.com/codes/mississippi/2018/title-41/chapter-41/uniform-health-care-decisions-act/section-41-41-205/',
      {
        not: UHCDA_NOT,
        oneNot: UHCDA_ONE_NOT,
        unverified: readAt('Justia (2018 code; the official code is published by LexisNexis)'),
      },
    ),
  ),
  MO: twoStatutes(
    notary(
      'R.S.Mo. §§ 404.705.1(3), 404.800',
      'https://revisor.mo.gov/main/OneSection.aspx?section=404.705',
      { unverified: readAt('statutes.laws-info.com (text of § 404.705)') },
    ),
    witnesses(
      'R.S.Mo. § 459.015.1(4)',
      'https://revisor.mo.gov/main/OneSection.aspx?section=459.015',
      { not: ['signer-for-the-person'], unverified: readAt('FindLaw (text of § 459.015)') },
    ),
  ),
  MT: oneStatute(
    witnesses(
      'Mont. Code § 50-9-103(1)',
      'https://leg.mt.gov/bills/mca/title_0500/chapter_0090/part_0010/section_0030/0500-0090-0010-0030.html',
    ),
  ),
  NE: twoStatutes(
    witnessesOrNotary(
      'Neb. Rev. Stat. §§ 30-3404, 30-3405',
      'https://nebraskalegislature.gov/laws/statutes.php?statute=30-3405',
      {
        minimumAge: 19,
        not: ['agent', 'spouse', 'relative', 'entitled-to-estate', 'health-care-provider'],
        oneNot: ['employee-of-health-care-provider'],
      },
    ),
    witnessesOrNotary(
      'Neb. Rev. Stat. § 20-404',
      'https://nebraskalegislature.gov/laws/statutes.php?statute=20-404',
      {
        minimumAge: 19,
        oneNot: ['employee-of-health-care-provider'],
        unverified: readAt('summaries; the one-witness rule is taken from § 30-3405'),
      },
    ),
  ),
  NV: twoStatutes(
    witnessesOrNotary(
      'NRS 162A.790',
      'https://www.leg.state.nv.us/NRS/NRS-162A.html#NRS162ASec790',
      {
        not: CARE_FACILITY_NOT,
        oneNot: UHCDA_ONE_NOT,
        unverified: readAt('nv.elaws.us (text of NRS 162A.790)'),
      },
    ),
    witnesses('NRS 449A.433', 'https://www.leg.state.nv.us/NRS/NRS-449A.html#NRS449ASec433', {
      unverified: SUMMARIES,
    }),
    {
      facilityStatement: {
        statute: 'NRS 162A.790(5)',
        setting:
          'living in a hospital, a residential facility for groups, a skilled nursing facility or a home for individual residential care',
        who: 'a certificate of your competency from a physician, psychologist or psychiatrist, attached to the directive',
      },
    },
  ),
  NH: oneStatute(
    witnessesOrNotary(
      'RSA 137-J:14',
      'https://www.gencourt.state.nh.us/rsa/html/X/137-J/137-J-14.htm',
      {
        not: ['agent', 'spouse', 'entitled-to-estate', 'health-care-provider'],
        oneNot: ['employee-of-health-care-provider'],
        unverified: readAt('Casetext and LawServer (text of RSA 137-J:14)'),
      },
    ),
  ),
  NJ: oneStatute(
    witnessesOrNotary('N.J.S.A. 26:2H-56', 'https://lis.njleg.state.nj.us/', {
      not: ['agent'],
      unverified: readAt('the New Jersey Department of Health’s advance-directive FAQ'),
    }),
  ),
  NM: oneStatute(
    signatureOnly(
      'NMSA 1978, § 24-7A-2',
      'https://nmonesource.com/nmos/nmsa/en/nav.do',
      'Not read: from memory (Uniform Health-Care Decisions Act (1993) § 2).',
    ),
  ),
  NY: oneStatute(
    witnesses(
      'N.Y. Pub. Health Law § 2981(2) (New York has no living-will statute)',
      'https://www.nysenate.gov/legislation/laws/PBH/2981',
      { not: ['agent'], unverified: readAt('lexace.ai (text of § 2981)') },
    ),
  ),
  NC: twoStatutes(
    witnessesAndNotary(
      'N.C.G.S. § 32A-16(3), (6)',
      'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_32A/GS_32A-16.html',
      { not: NC_QUALIFIED, unverified: SUMMARIES },
    ),
    witnessesAndNotary(
      'N.C.G.S. § 90-321(c)',
      'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_90/GS_90-321.html',
      {
        not: NC_QUALIFIED,
        unverified: readAt(
          'summaries of § 90-321(c) (two qualified witnesses and a notary, the witness list of § 32A-16)',
        ),
      },
    ),
  ),
  ND: oneStatute(
    witnessesOrNotary('N.D.C.C. § 23-06.5-05', 'https://ndlegis.gov/cencode/t23c06-5.pdf', {
      not: [
        'agent',
        'spouse',
        'relative',
        'entitled-to-estate',
        'financially-responsible-for-care',
        'health-care-provider',
      ],
      oneNot: ['employee-of-health-care-provider'],
      unverified: SUMMARIES,
    }),
  ),
  OH: twoStatutes(
    witnessesOrNotary(
      'Ohio Rev. Code § 1337.12',
      'https://codes.ohio.gov/ohio-revised-code/section-1337.12',
      {
        not: ['agent', 'relative', 'health-care-provider', 'operator-of-care-facility'],
        unverified: SUMMARIES,
      },
    ),
    witnessesOrNotary(
      'Ohio Rev. Code § 2133.02',
      'https://codes.ohio.gov/ohio-revised-code/section-2133.02',
      {
        not: ['relative', 'health-care-provider', 'operator-of-care-facility'],
        unverified: readAt(
          'form publishers’ summaries of § 2133.02(B) (two witnesses or a notary); the exclusions follow § 1337.12',
        ),
      },
    ),
  ),
  OK: oneStatute(
    witnesses(
      '63 O.S. § 3101.4',
      'https://www.oscn.net/applications/oscn/index.asp?ftdb=STOKST63',
      {
        not: ['entitled-to-estate'],
        unverified: SUMMARIES,
      },
    ),
  ),
  OR: oneStatute(
    witnessesOrNotary(
      'ORS 127.515(2)–(5)',
      'https://www.oregonlegislature.gov/bills_laws/ors/ors127.html',
      {
        not: ['agent', 'health-care-provider'],
        unverified: readAt('oregonlaws.org and Casetext (text of ORS 127.515 as amended)'),
      },
    ),
    {
      statutoryForm: { statute: 'ORS 127.529', url: OREGON_FORM },
      facilityStatement: {
        statute: 'ORS 127.515(5)',
        setting: 'a patient in a long-term care facility',
        who: 'one of your two witnesses to be a person the facility designates who meets the Oregon Department of Human Services’ qualifications',
      },
    },
  ),
  PA: twoStatutes(
    witnesses(
      '20 Pa.C.S. § 5452',
      'https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=20&div=0&chpt=54&sctn=52&subsctn=0',
      { not: ['signer-for-the-person'], unverified: SUMMARIES },
    ),
    witnesses(
      '20 Pa.C.S. § 5442',
      'https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=20&div=0&chpt=54&sctn=42&subsctn=0',
      { not: ['signer-for-the-person'], unverified: SUMMARIES },
    ),
  ),
  RI: twoStatutes(
    witnessesOrNotary(
      'R.I. Gen. Laws § 23-4.10-2',
      'https://webserver.rilegislature.gov/Statutes/TITLE23/23-4.10/23-4.10-2.htm',
      { not: CARE_FACILITY_NOT, oneNot: UHCDA_ONE_NOT, unverified: SUMMARIES },
    ),
    witnesses(
      'R.I. Gen. Laws § 23-4.11-3',
      'https://webserver.rilegislature.gov/Statutes/TITLE23/23-4.11/23-4.11-3.htm',
      { not: ['relative'], unverified: SUMMARIES },
    ),
  ),
  SC: twoStatutes(
    witnessesAndNotary(
      'S.C. Code §§ 62-5-504, 62-5-517',
      'https://www.scstatehouse.gov/code/t62c005.php',
      {
        not: [
          'agent',
          'relative',
          'entitled-to-estate',
          'financially-responsible-for-care',
          'health-care-provider',
          'employee-of-health-care-provider',
        ],
        unverified: readAt(
          'getpocketlaw.com (§ 62-5-517: two witnesses and a notary’s attestation) and a witness guide; § 62-5-504 not opened',
        ),
      },
    ),
    witnessesAndNotary('S.C. Code § 44-77-40', 'https://www.scstatehouse.gov/code/t44c077.php', {
      not: [
        'relative',
        'entitled-to-estate',
        'financially-responsible-for-care',
        'health-care-provider',
        'employee-of-health-care-provider',
      ],
      unverified: readAt('LegalFix (text of § 44-77-40)'),
    }),
    {
      facilityStatement: {
        statute: 'S.C. Code § 44-77-40(3)',
        setting: 'a patient in a hospital or a resident of a nursing care facility',
        who: 'one of your two witnesses to be an ombudsman designated by the State Ombudsman, Office of the Governor',
      },
    },
  ),
  SD: twoStatutes(
    witnesses('SDCL § 59-7-2.1', 'https://sdlegislature.gov/Statutes/59-7-2.1', {
      unverified: readAt('summaries and SDCL § 18-8-4, which speaks of its two adult witnesses'),
    }),
    witnesses('SDCL § 34-12D-2', 'https://sdlegislature.gov/Statutes/34-12D-2', {
      unverified: readAt('summaries, which disagree on whether a notary may replace the witnesses'),
    }),
  ),
  TN: oneStatute(
    witnessesOrNotary(
      'Tenn. Code § 68-11-1803(b)',
      'https://law.justia.com/codes/tennessee/title-68/health/chapter-11/part-18/section-68-11-1803/',
      {
        not: ['agent'],
        oneNot: UHCDA_ONE_NOT,
        unverified: readAt('summaries (the official code is published by LexisNexis)'),
      },
    ),
  ),
  TX: twoStatutes(
    witnessesOrNotary(
      'Tex. Health & Safety Code §§ 166.154, 166.003',
      'https://statutes.capitol.texas.gov/Docs/HS/htm/HS.166.htm#166.154',
      {
        oneNot: TX_ONE_NOT,
        unverified: readAt('LawServer and instalawyer.io (text of §§ 166.154, 166.003)'),
      },
    ),
    witnessesOrNotary(
      'Tex. Health & Safety Code §§ 166.032, 166.003',
      'https://statutes.capitol.texas.gov/Docs/HS/htm/HS.166.htm#166.032',
      { oneNot: TX_ONE_NOT, unverified: readAt('texas.public.law (text of § 166.032)') },
    ),
  ),
  UT: oneStatute(
    witnesses(
      'Utah Code § 75A-3-301 (formerly § 75-2a-107(1)(c))',
      'https://le.utah.gov/xcode/Title75A/Chapter3/75A-3-S301.html',
      {
        count: 1,
        not: [
          'agent',
          'signer-for-the-person',
          'relative',
          'entitled-to-estate',
          'financially-responsible-for-care',
          'health-care-provider',
          'operator-of-care-facility',
        ],
        unverified: readAt(
          'FindLaw (text of former § 75-2a-107, 2022); § 75A-3-301 was not opened',
        ),
      },
    ),
  ),
  VT: oneStatute(
    witnesses(
      '18 V.S.A. § 9703(b)–(c)',
      'https://legislature.vermont.gov/statutes/section/18/231/09703',
      { not: ['agent', 'spouse', 'relative'] },
    ),
    {
      facilityStatement: {
        statute: '18 V.S.A. § 9703(d)–(e)',
        setting:
          'being admitted to or living in a nursing home or residential care facility, or being admitted to or a patient in a hospital',
        who: 'a signed statement from an ombudsman, a member of the clergy, a Vermont lawyer, a Probate Division designee or a person the facility or hospital designates, saying that they explained the directive to you',
      },
    },
  ),
  VA: oneStatute(
    witnesses(
      'Va. Code § 54.1-2983',
      'https://law.lis.virginia.gov/vacode/title54.1/chapter29/section54.1-2983/',
      {
        unverified: 'Not read: from memory (a spouse or blood relative may witness, § 54.1-2982).',
      },
    ),
  ),
  WA: twoStatutes(
    witnessesOrNotary(
      'RCW 11.125.050(1)',
      'https://app.leg.wa.gov/RCW/default.aspx?cite=11.125.050',
      {
        not: ['relative', 'health-care-provider', 'employee-of-care-facility'],
        unverified: readAt(
          'instalawyer.io and self-law.org (text of RCW 11.125.050); self-law.org flags a 2026 amendment not read',
        ),
      },
    ),
    witnessesOrNotary('RCW 70.122.030', 'https://app.leg.wa.gov/RCW/default.aspx?cite=70.122.030', {
      not: [
        'relative',
        'entitled-to-estate',
        'health-care-provider',
        'employee-of-health-care-provider',
      ],
      unverified: readAt('summaries, which disagree on whether a notary may replace the witnesses'),
    }),
  ),
  WV: oneStatute(
    witnessesAndNotary('W. Va. Code § 16-30-4(a)–(b)', 'https://code.wvlegislature.gov/16-30-4/', {
      not: [
        'agent',
        'signer-for-the-person',
        'relative',
        'entitled-to-estate',
        'financially-responsible-for-care',
        'health-care-provider',
      ],
    }),
  ),
  WI: twoStatutes(
    witnesses('Wis. Stat. § 155.10', 'https://docs.legis.wisconsin.gov/statutes/statutes/155/10', {
      not: [...WI_NOT, 'agent'],
    }),
    witnesses('Wis. Stat. § 154.03', 'https://docs.legis.wisconsin.gov/statutes/statutes/154/03', {
      not: WI_NOT,
      unverified: readAt(
        'a uslegalforms.com summary of § 154.03(1) (two witnesses, the § 155.10(2) exclusions) and § 154.03(3) (remote witnesses) at docs-preview.legis.wisconsin.gov, which is not the production copy',
      ),
    }),
  ),
  WY: oneStatute(
    witnessesOrNotary(
      'Wyo. Stat. § 35-22-403(b)',
      'https://wyoleg.gov/statutes/compress/title35.pdf',
      {
        not: CARE_FACILITY_NOT,
        unverified: SUMMARIES,
      },
    ),
  ),
};

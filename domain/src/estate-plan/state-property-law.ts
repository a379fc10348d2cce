import type { StatuteCheck } from '../execution/statute-check';
import type { UsStateCode } from '../reference/us-states';

/**
 * The property law a will or trust must reflect in each state and DC (issue 18): whether
 * spouses hold community property, and the custodianship for a young beneficiary under the
 * state's Uniform Transfers to Minors Act (or its equivalent). `docs/legal/property-law.md` is
 * the audit behind the table.
 */
export interface StatePropertyLaw extends StatuteCheck {
  /**
   * 'community': one of the community-property states; 'elective' (Alaska and a few others):
   * spouses may opt in by agreement or trust; 'separate': common-law property.
   */
  readonly maritalProperty: 'community' | 'elective' | 'separate';
  readonly maritalPropertyStatute: string;
  readonly custodianship: {
    /** The act's name as the state enacted it, e.g. "California Uniform Transfers to Minors Act". */
    readonly act: string;
    /** The section setting the ages. */
    readonly statute: string;
    /** The age at which custodial property passes when a will names no other. */
    readonly defaultAge: number;
    /** The greatest age a will may choose for a transfer by will. */
    readonly maxAge: number;
  };
  /** What a drafter must know beyond the ages (wording a longer custodianship needs, etc.). */
  readonly note?: string;
}

const CHECKED_ON = '2026-11-25';

const COMMON_LAW = 'Common law (separate property); no community property statute';

/** A survey of every state's custodianship ages (its entries for Alabama to Arkansas were read). */
const UTMA_SURVEY = 'https://www.thefreelibrary.com/Reference+2-a0269338797';

/** Official code text as released by the state's code commission (UniCourt's public mirror). */
const released = (state: string, file: string): string =>
  `https://unicourt.github.io/cic-code-${state}/transforms/${state}/${file}`;

type Custodianship = StatePropertyLaw['custodianship'];

const utma = (act: string, statute: string, defaultAge: number, maxAge: number): Custodianship => ({
  act,
  statute,
  defaultAge,
  maxAge,
});

type Extra = Partial<
  Pick<
    StatePropertyLaw,
    'maritalProperty' | 'maritalPropertyStatute' | 'readAt' | 'unverified' | 'note'
  >
>;

/** A row; its `statute` names the custodianship sections and, where spouses may hold community property, that statute too. */
const law = (custodianship: Custodianship, source: string, extra: Extra = {}): StatePropertyLaw => {
  const maritalProperty = extra.maritalProperty ?? 'separate';
  const maritalPropertyStatute = extra.maritalPropertyStatute ?? COMMON_LAW;
  return {
    ...extra,
    maritalProperty,
    maritalPropertyStatute,
    custodianship,
    statute:
      maritalProperty === 'separate'
        ? custodianship.statute
        : `${custodianship.statute}; ${maritalPropertyStatute}`,
    checkedOn: CHECKED_ON,
    source,
  };
};

const community = (maritalPropertyStatute: string) =>
  ({ maritalProperty: 'community', maritalPropertyStatute }) as const;
const elective = (maritalPropertyStatute: string) =>
  ({ maritalProperty: 'elective', maritalPropertyStatute }) as const;

/** Rows whose ages are the Uniform Act's (21 for a transfer by will) and were not read today. */
const UNIFORM_DEFAULT_UNREAD =
  'Ages are the Uniform Act’s default (21 for a transfer by will, no later age); the state’s termination section was not read on checkedOn.';

export const STATE_PROPERTY_LAW: Readonly<Record<UsStateCode, StatePropertyLaw>> = {
  AL: law(
    utma('Alabama Uniform Transfers to Minors Act', 'Ala. Code § 35-5A-21', 21, 21),
    'https://alison.legislature.state.al.us/code-of-alabama?section=35-5A-21',
    { readAt: UTMA_SURVEY },
  ),
  AK: law(
    utma('Alaska Uniform Transfers to Minors Act', 'AS 13.46.190, 13.46.195', 21, 25),
    'https://www.akleg.gov/basis/statutes.asp#13.46.190',
    {
      ...elective('AS 34.77.030, 34.77.100 (Alaska Community Property Act: agreement or trust)'),
      readAt: released('ak', 'ocak/r82/gov.ak.code.title.13.html#t13c46s13.46.195'),
      note: 'An age other than 21 (18 to 25) must be written into the will and into the transfer: “as custodian for (minor) until age (age) under the Alaska Uniform Transfers to Minors Act” (AS 13.46.195).',
    },
  ),
  AZ: law(
    utma('Arizona Uniform Transfers to Minors Act', 'A.R.S. § 14-7670', 21, 21),
    'https://www.azleg.gov/arstitle/',
    { ...community('A.R.S. § 25-211'), readAt: UTMA_SURVEY },
  ),
  AR: law(
    utma('Arkansas Uniform Transfers to Minors Act', 'Ark. Code § 9-26-220', 21, 21),
    'https://arkleg.state.ar.us/',
    {
      readAt: UTMA_SURVEY,
      note: 'A will may lower the age to any age from 18 to 21; it may not raise it.',
    },
  ),
  CA: law(
    utma('California Uniform Transfers to Minors Act', 'Cal. Prob. Code §§ 3920, 3920.5', 18, 25),
    'https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?division=4.&lawCode=PROB&part=9.',
    {
      ...community('Cal. Fam. Code § 760'),
      readAt: 'https://codes.findlaw.com/ca/probate-code/prob-sect-3920-5/',
      note: 'A later age (up to 25) applies only if the will provides that the custodianship continues to that age; the transfer then reads “as custodian for (minor) until age (age) under the California Uniform Transfers to Minors Act” (§ 3920.5(b)-(c)).',
    },
  ),
  CO: law(
    utma('Colorado Uniform Transfers to Minors Act', 'C.R.S. § 11-50-121', 21, 21),
    'https://leg.colorado.gov/colorado-revised-statutes',
    { readAt: released('co', 'occo/r80/gov.co.crs.title.11.html#t11a50s11-50-121') },
  ),
  CT: law(
    utma(
      'Connecticut Uniform Transfers to Minors Act',
      'Conn. Gen. Stat. §§ 45a-557a(1), 45a-559e',
      21,
      21,
    ),
    'https://cga.ct.gov/current/PUB/chap_802d.htm',
    {
      readAt: 'https://www.cga.ct.gov/2007/BA/2007SB-01047-R010899-BA.htm',
      unverified:
        'The text of § 45a-559e was not read; the age is from the definitions (adult: 21) and the legislature’s bill analysis (“the custodian must transfer the property to the minor when the minor turns 21”).',
    },
  ),
  DE: law(
    utma('Delaware Uniform Transfers to Minors Act', '12 Del. C. §§ 4501, 4520', 21, 21),
    'https://delcode.delaware.gov/title12/c045/index.html',
    {
      unverified:
        'Only § 4501 was read (minor: under 21); whether § 4520 now allows a later age was not read, so none is offered.',
    },
  ),
  DC: law(
    utma(
      'District of Columbia Uniform Transfers to Minors Act',
      'D.C. Code §§ 21-309(d), 21-320',
      18,
      21,
    ),
    'https://code.dccouncil.gov/us/dc/council/code/sections/21-320',
    {
      note: 'The custodianship ends at 18 unless the transfer is made as § 21-309(d) provides for transfer at 21.',
    },
  ),
  FL: law(
    utma('Florida Uniform Transfers to Minors Act', 'Fla. Stat. § 710.123', 21, 25),
    'https://www.leg.state.fl.us/Statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0710/Sections/0710.123.html',
    {
      ...elective('Fla. Stat. §§ 736.1501-736.1512 (Community Property Trust Act, 2021)'),
      readAt: 'https://instalawyer.io/laws/florida-statutes/710123-termination-of-custodianship',
    },
  ),
  GA: law(
    utma('Georgia Transfers to Minors Act', 'O.C.G.A. § 44-5-110 et seq.', 21, 21),
    'https://www.legis.ga.gov/',
    {
      readAt: 'https://finaid.org/savings/ageofmajority',
      unverified:
        'Read only in a survey table (UTMA: 21); the Georgia termination section and its number were not read.',
    },
  ),
  HI: law(
    utma('Hawaii Uniform Transfers to Minors Act', 'HRS § 553A-20', 21, 21),
    'https://www.capitol.hawaii.gov/',
    { unverified: UNIFORM_DEFAULT_UNREAD },
  ),
  ID: law(
    utma('Idaho Uniform Transfers to Minors Act', 'Idaho Code § 68-820', 21, 21),
    'https://legislature.idaho.gov/statutesrules/idstat/title68/t68ch8/sect68-820/',
    {
      ...community('Idaho Code § 32-906'),
      readAt: released('id', 'ocid/r70/idaho.title.68.html#t68c08s68-820'),
    },
  ),
  IL: law(
    utma('Illinois Uniform Transfers to Minors Act', '760 ILCS 20/21', 21, 21),
    'https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2120&ChapterID=61',
    {
      readAt: 'https://dev.gotoiba.com/qa/cq-2014-092',
      unverified:
        'At the official page only § 2 was read (adult: 21); § 21 (21 for transfers under §§ 5 and 6) was read in a bankers’ association summary.',
    },
  ),
  IN: law(
    utma('Indiana Uniform Transfers to Minors Act', 'Ind. Code § 30-2-8.5-35', 21, 21),
    'https://iga.in.gov/laws/',
    { unverified: UNIFORM_DEFAULT_UNREAD },
  ),
  IA: law(
    utma('Iowa Uniform Transfers to Minors Act', 'Iowa Code § 565B.20', 21, 21),
    'https://www.legis.iowa.gov/law/iowaCode',
    { unverified: UNIFORM_DEFAULT_UNREAD },
  ),
  KS: law(
    utma('Kansas Uniform Transfers to Minors Act', 'K.S.A. 38-1720', 21, 21),
    'https://www.ksrevisor.gov/',
    { unverified: UNIFORM_DEFAULT_UNREAD },
  ),
  KY: law(
    utma('Kentucky Uniform Transfers to Minors Act', 'KRS 385.202', 18, 18),
    'https://apps.legislature.ky.gov/law/statutes/',
    {
      ...elective('KRS 386.620-386.624 (community property trust)'),
      readAt: released(
        'ky',
        'ocky/r87/gov.ky.krs.title.32.html#tXXXIIc385-intangiblepropertys385.202',
      ),
    },
  ),
  LA: law(
    utma(
      'Louisiana Uniform Transfers to Minors Act (La. R.S. 9:751 et seq.)',
      'La. R.S. 9:751(1), 9:770 (Acts 2023, No. 60)',
      22,
      22,
    ),
    'https://legis.la.gov/legis/Law.aspx?d=108349',
    {
      ...community(
        'La. Civ. Code arts. 2334, 2338 (legal regime of community of acquets and gains)',
      ),
      readAt: 'https://theusufruct.com/rs/title-9/section-770.json',
      note: 'Since Acts 2023, No. 60 the custodian transfers the property at 22 (or on judicial emancipation); the statute allows no other age. See Acts 2024, No. 194 on retroactive application.',
    },
  ),
  ME: law(
    utma('Maine Uniform Transfers to Minors Act', '33 M.R.S. ch. 32 (§ 1651 et seq.)', 21, 21),
    'https://legislature.maine.gov/statutes/',
    {
      unverified: UNIFORM_DEFAULT_UNREAD,
    },
  ),
  MD: law(
    utma('Maryland Uniform Transfers to Minors Act', 'Md. Code, Est. & Trusts § 13-320', 21, 21),
    'https://mgaleg.maryland.gov/mgawebsite/Laws/Statutes',
    { unverified: UNIFORM_DEFAULT_UNREAD },
  ),
  MA: law(
    utma('Massachusetts Uniform Transfers to Minors Act', 'M.G.L. c. 201A, § 20', 21, 21),
    'https://malegislature.gov/Laws/GeneralLaws',
    { unverified: UNIFORM_DEFAULT_UNREAD },
  ),
  MI: law(
    utma('Michigan Uniform Transfers to Minors Act', 'MCL 554.521 et seq. (1998 PA 433)', 18, 21),
    'https://legislature.mi.gov/Home/RenderDoc?objectName=mcl-Act-433-of-1998',
    {
      readAt: 'https://zoltonlaw.com/the-michigan-uniform-transfer-to-minors-act',
      unverified:
        'At the official page only the definitions were read (adult: 18); 18, and 21 where the transfer so designates, are from a practitioner’s summary. The termination section’s number was not read.',
    },
  ),
  MN: law(
    utma('Minnesota Uniform Transfers to Minors Act', 'Minn. Stat. § 527.40', 21, 21),
    'https://www.revisor.mn.gov/statutes/',
    { unverified: UNIFORM_DEFAULT_UNREAD },
  ),
  MS: law(
    utma('Mississippi Uniform Transfers to Minors Act', 'Miss. Code § 91-20-41', 21, 21),
    'https://www.legislature.ms.gov/',
    { readAt: released('ms', 'ocms/r78/gov.ms.code.title.91.html#t91c20s91-20-41') },
  ),
  MO: law(
    utma('Missouri Transfers to Minors Law', 'RSMo §§ 404.005-404.094', 21, 21),
    'https://revisor.mo.gov/main/OneChapter.aspx?chapter=404',
    {
      readAt:
        'https://dssmanuals.mo.gov/december-1973-eligibility-requirements/1025-000-00/1025-015-00/1025-015-13/',
      unverified:
        'Read in the state social-services manual (“the custodian normally controls the account until the child attains the age of 21”), not in chapter 404.',
    },
  ),
  MT: law(
    utma('Montana Uniform Transfers to Minors Act', 'MCA § 72-26-803', 21, 21),
    'https://leg.mt.gov/bills/mca/title_0720/chapter_0260/part_0080/section_0030/0720-0260-0080-0030.html',
    {
      readAt:
        'https://archive.legmt.gov/bills/2016/mca/title_0720/chapter_0260/part_0080/section_0030/0720-0260-0080-0030.html',
    },
  ),
  NE: law(
    utma('Nebraska Uniform Transfers to Minors Act', 'Neb. Rev. Stat. § 43-2720', 21, 21),
    'https://nebraskalegislature.gov/laws/statutes.php?statute=43-2720',
    { unverified: UNIFORM_DEFAULT_UNREAD },
  ),
  NV: law(
    utma("Nevada's Uniform Act on Transfers to Minors", 'NRS 167.020, 167.034', 18, 25),
    'https://leg.state.nv.us/division/legal/lawlibrary/NRS/NRS-167.html',
    {
      ...community('NRS 123.220'),
      readAt:
        'https://www.helplinelaw.com/usa-statutes/nevada/Title%2013%20-%20GUARDIANSHIPS;%20CONSERVATORSHIPS;%20TRUSTS/CHAPTER%20167%20-%20TRANSFERS%20TO%20MINORS%20(UNIFORM%20ACT)',
      unverified:
        'The official chapter index was read (NRS 167.034: “Delay of time for certain transfers”) and the definitions (minor: under 18) in a copy; the 25-year limit in § 167.034 was not read.',
    },
  ),
  NH: law(
    utma('New Hampshire Uniform Transfers to Minors Act', 'RSA 463-A:20', 21, 21),
    'https://www.gencourt.state.nh.us/rsa/html/',
    { unverified: UNIFORM_DEFAULT_UNREAD },
  ),
  NJ: law(
    utma('New Jersey Uniform Transfers to Minors Act', 'N.J.S.A. 46:38A-2, 46:38A-20', 21, 21),
    'https://lis.njleg.state.nj.us/',
    {
      readAt: 'https://law.onecle.com/new-jersey/title-46/46-38a-2.html',
      note: 'A will may choose an earlier age, not below 18; not a later one.',
    },
  ),
  NM: law(
    utma('New Mexico Uniform Transfers to Minors Act', 'NMSA 1978 § 46-7-20', 21, 21),
    'https://nmonesource.com/',
    {
      ...community('NMSA 1978 § 40-3-12'),
      unverified: UNIFORM_DEFAULT_UNREAD,
    },
  ),
  NY: law(
    utma(
      'New York Uniform Transfers to Minors Act (EPTL art. 7, pt. 6)',
      'EPTL 7-6.1, 7-6.20',
      21,
      21,
    ),
    'https://www.nysenate.gov/legislation/laws/EPT/7-6.20',
    {
      readAt: 'https://lexace.ai/us/statute/new-york/ept-7-6.1',
      unverified: 'Only § 7-6.1 was read (minor: under 21); § 7-6.20 was not read.',
    },
  ),
  NC: law(
    utma('North Carolina Uniform Transfers to Minors Act', 'G.S. 33A-20', 21, 21),
    'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_33A/GS_33A-20.html',
    {
      readAt: released('nc', 'ocnc/r81/gov.nc.stat.title.033A.html#t33As33A-20'),
      note: 'A transferor may designate an age after 18 and before 21, in the words § 33A-20 gives; not a later age.',
    },
  ),
  ND: law(
    utma('North Dakota Uniform Transfers to Minors Act', 'N.D.C.C. § 47-24.1-20', 21, 21),
    'https://www.ndlegis.gov/cencode/t47c24-1.pdf',
    { readAt: released('nd', 'ocnd/r81/gov.nd.code.title.47.html#t47c47-24.1s47-24.1-20') },
  ),
  OH: law(
    utma('Ohio Transfers to Minors Act', 'R.C. 5814.09', 21, 25),
    'https://codes.ohio.gov/ohio-revised-code/section-5814.09',
    {
      readAt: 'https://isaacwiles.com/blog/positive-changes-to-ohio-custodial-accounts-for-minors',
      unverified:
        'The official chapter page was read only to § 5814.02; 21, and a stipulated age up to 25, are from a law firm’s summary of the amendment.',
    },
  ),
  OK: law(
    utma('Oklahoma Uniform Transfers to Minors Act', '58 O.S. § 1201 et seq.', 18, 21),
    'https://www.oklegislature.gov/',
    {
      unverified:
        '18, extendable to 21, is this project’s reading of the Oklahoma act; its termination section was not read.',
    },
  ),
  OR: law(
    utma('Oregon Uniform Transfers to Minors Act', 'ORS 126.872', 21, 25),
    'https://www.oregonlegislature.gov/bills_laws/ors/ors126.html',
    {
      readAt: 'https://www.oregonlaws.org/ors/126.872',
      note: 'A later age (after 21, up to 25) for a transfer by will applies only if the will directs it (ORS 126.872(3)).',
    },
  ),
  PA: law(
    utma('Pennsylvania Uniform Transfers to Minors Act', '20 Pa.C.S. §§ 5320, 5321', 21, 25),
    'https://www.legis.state.pa.us/WU01/LI/LI/CT/HTM/20/00.053..HTM',
    {
      readAt:
        'https://getpocketlaw.com/law/state_pennsylvania/section-5301-short-title-of-chapter-and-definitions_37b7221ac7b7',
      unverified:
        'The chapter’s table (§ 5321: “Delay in transfer of custodial property after minor attains age 21”) was read; the limit of 25 for a transfer by will is from a practitioner’s summary.',
    },
  ),
  RI: law(
    utma('Rhode Island Uniform Transfers to Minors Act', 'R.I. Gen. Laws § 18-7-21', 21, 21),
    'https://webserver.rilegislature.gov/Statutes/TITLE18/18-7/18-7-21.htm',
    { readAt: released('ri', 'ocri/r74/gov.ri.code.title.18.html#t18c07s18-7-21') },
  ),
  SC: law(
    utma(
      'South Carolina Uniform Transfers to Minors Act (2022 Act No. 128)',
      'S.C. Code § 63-5-601 et seq.',
      21,
      21,
    ),
    'https://www.scstatehouse.gov/code/t63c005.php',
    {
      readAt: 'https://www.scstatehouse.gov/sess124_2021-2022/prever/3821_20220308.htm',
      unverified:
        'Read in the bill as passed (adult: 21, § 63-5-605); its termination section was not read, so no later age is offered.',
      note: 'South Carolina replaced its Uniform Gifts to Minors Act with this act in 2022.',
    },
  ),
  SD: law(
    utma('South Dakota Uniform Transfers to Minors Act', 'SDCL ch. 55-10A (§ 55-10A-1)', 18, 18),
    'https://sdlegislature.gov/Statutes/55-10A',
    {
      ...elective('SDCL 55-17-1 to 55-17-14 (special spousal trust; community property)'),
      readAt: 'https://instalawyer.io/laws/south-dakota-codified-laws/section-55-10a-1-definitions',
      unverified:
        'Only § 55-10A-1 was read (adult: 18; minor: under 18); the termination section was not read.',
    },
  ),
  TN: law(
    utma('Tennessee Uniform Transfers to Minors Act', 'Tenn. Code § 35-7-121', 21, 25),
    'https://www.capitol.tn.gov/',
    {
      ...elective('Tenn. Code § 35-17-101 et seq. (Community Property Trust Act of 2010)'),
      readAt: released('tn', 'octn/r76/gov.tn.tca.title.35.html#t35c07s35-7-121'),
      note: 'The will (the instrument) must provide for the later age, up to 25.',
    },
  ),
  TX: law(
    utma('Texas Uniform Transfers to Minors Act', 'Tex. Prop. Code §§ 141.002, 141.020', 21, 21),
    'https://statutes.capitol.texas.gov/Docs/PR/htm/PR.141.htm',
    {
      ...community('Tex. Fam. Code § 3.002'),
      readAt: 'https://capitol.texas.gov/tlodocs/74R/billtext/html/HB02268E.htm',
      unverified:
        'Read in the 1995 enacting bill and a copy of § 141.002 (adult: 21; minor: under 21); § 141.020 itself was not read.',
    },
  ),
  UT: law(
    utma('Utah Uniform Transfers to Minors Act', 'Utah Code § 75-5a-121', 21, 21),
    'https://le.utah.gov/',
    { unverified: UNIFORM_DEFAULT_UNREAD },
  ),
  VT: law(
    utma('Vermont Uniform Transfers to Minors Act', '14 V.S.A. § 3230', 21, 21),
    'https://legislature.vermont.gov/statutes/section/14/115/03230',
    {
      readAt: released('vt', 'ocvt/r85/gov.vt.vsa.title.14.html#t14p04c115s3230'),
      note: 'Vermont enacted the Uniform Transfers to Minors Act in 2015 (2015, No. 7).',
    },
  ),
  VA: law(
    utma(
      'Virginia Uniform Transfers to Minors Act',
      'Va. Code §§ 64.2-1908(D)-(E), 64.2-1919',
      18,
      25,
    ),
    'https://law.lis.virginia.gov/vacode/title64.2/chapter19/section64.2-1919/',
    {
      readAt: released('va', 'ocva/r88/gov.va.code.title.64.2.html#t64.2sIVc19s64.2-1919'),
      note: 'Without more the custodianship ends at 18. For 21 or 25 the designation must add “(21)” or “(25)” after “Virginia Uniform Transfers to Minors Act” (§ 64.2-1908(D)-(E)).',
    },
  ),
  WA: law(
    utma('Washington Uniform Transfers to Minors Act', 'RCW 11.114.200', 21, 21),
    'https://app.leg.wa.gov/RCW/default.aspx?cite=11.114.200',
    {
      ...community('RCW 26.16.030'),
      readAt:
        'https://lawfilesext.leg.wa.gov/biennium/2005-06/Htm/Bills/Session%20Laws/House/2380.SL.htm',
      unverified:
        'RCW 11.114.200 was not read. 2006 c. (HB 2380) amended it and is understood to allow a transfer by will to delay distribution to 25; until counsel confirms, no age past 21 is offered.',
    },
  ),
  WV: law(
    utma('West Virginia Uniform Transfers to Minors Act', 'W. Va. Code § 36-7-20', 21, 21),
    'https://code.wvlegislature.gov/36-7-20/',
    {
      readAt: 'https://bordaslaw.com/blog/transfers-minors',
      unverified: `${UNIFORM_DEFAULT_UNREAD} A West Virginia firm’s article (readAt) says the property is delivered at 18: confirm.`,
    },
  ),
  WI: law(
    utma('Wisconsin Uniform Transfers to Minors Act', 'Wis. Stat. § 54.880', 21, 21),
    'https://docs.legis.wisconsin.gov/statutes/',
    {
      ...community('Wis. Stat. § 766.31 (Marital Property Act)'),
      unverified: UNIFORM_DEFAULT_UNREAD,
    },
  ),
  WY: law(
    utma('Wyoming Uniform Transfers to Minors Act', 'W.S. §§ 34-13-133, 34-13-138', 21, 30),
    'https://wyoleg.gov/',
    {
      readAt: released('wy', 'ocwy/r84/gov.wy.code.title.34.html#t34c13s34-13-138'),
      note: 'The will must provide that the custodianship continues to the later age (up to 30), in the words of § 34-13-138. A custodian may also extend the term with notice (§ 34-13-139).',
    },
  ),
};

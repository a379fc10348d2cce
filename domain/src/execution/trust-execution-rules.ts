import type { UsStateCode } from '../reference/us-states';
import type { StatuteCheck } from './statute-check';

/**
 * What the law asks of the trust instrument itself:
 * - 'signature': a writing signed by the settlor, nothing more (Uniform Trust Code § 402
 *   enactments and most other states; some do not ask even for a writing except for land);
 * - 'will-formalities': the formalities of a will for its testamentary provisions (Florida,
 *   § 736.0403(2)(b): two attesting witnesses, § 732.502);
 * - 'witnessed': signed before one disinterested or two credible witnesses, of whom a
 *   disinterested notary may be the one (Delaware, 12 Del. C. § 3545(a));
 * - 'acknowledged-or-witnessed': acknowledged as a deed is, or signed before two witnesses
 *   (New York, EPTL § 7-1.17); the project takes the acknowledgment;
 * - 'authentic-act': an authentic act (before a notary and two witnesses), or a private act
 *   signed before two witnesses and acknowledged (Louisiana, R.S. 9:1752).
 */
export type TrustFormality =
  'signature' | 'will-formalities' | 'witnessed' | 'acknowledged-or-witnessed' | 'authentic-act';

/**
 * How a revocable living trust is signed in each state and DC, beside its pour-over will (whose
 * execution is the will's row). Every row names the sections it follows, where they were read
 * and when (`docs/legal/trust-execution.md`). `statute` is a bare citation: the trust prints it
 * beside the witnesses' attestation.
 */
export interface TrustExecutionRule extends StatuteCheck {
  /** What the law asks of the trust instrument itself. */
  readonly formality: TrustFormality;
  /**
   * Witnesses the trust itself needs on the way the project signs it: two for Florida's will
   * formalities and Louisiana's act, one disinterested witness for Delaware, none where the
   * settlor's signature (or New York's acknowledgment) suffices.
   */
  readonly witnesses: 0 | 1 | 2;
  /**
   * Whether the law requires a notary for the trust, or the project asks for one anyway so that
   * banks, title companies and county recorders accept it; `beyondTheLaw` says why.
   */
  readonly notary: 'required' | 'recommended';
  readonly beyondTheLaw?: string;
  /**
   * New York (EPTL § 7-1.17(a)): unless the settlor is the sole trustee, at least one trustee
   * signs and acknowledges the trust too.
   */
  readonly trusteeMustSign?: true;
  /** What the signing guide must say beyond the fields above, in plain words. */
  readonly note?: string;
  /** The section that lets a will pour its residue into the trust (testamentary additions). */
  readonly pourOverStatute: string;
  /**
   * The section under which a trustee certifies the trust's existence and powers to a third
   * party without showing the whole instrument. Null where the state has none, and where its
   * section could not be confirmed (`unverified` says so): the Certification of Trust then
   * cites no section rather than one nobody has read.
   */
  readonly certificationOfTrust: { readonly statute: string } | null;
}

const CHECKED_ON = '2026-11-25';

const FOR_BANKS_AND_RECORDERS =
  'The law asks no notary of the trust itself; the project asks for one so that banks, title companies and county recorders accept the trust and record the deeds that fund it.';

/** Not opened at the official page: the numbers follow the state's enactment of the uniform acts. */
const UNIFORM_NUMBERING =
  'Not opened at the official page: the sections follow the state’s enactment of the Uniform Trust Code (§ 402, § 1013) and of the testamentary-additions act (UPC § 2-511).';

const readAt = (where: string): string => `Not read at the official page: read at ${where}.`;

const certification = (statute: string | null) => (statute === null ? null : { statute });

interface Sections {
  /** The official page where the row's sections are published. */
  readonly source: string;
  readonly pourOver: string;
  readonly certification: string | null;
  readonly unverified?: string;
}

const row = (
  statute: string,
  { source, pourOver, certification: cert, unverified }: Sections,
  execution: Pick<TrustExecutionRule, 'formality' | 'witnesses' | 'notary'> &
    Partial<TrustExecutionRule>,
): TrustExecutionRule => ({
  statute,
  checkedOn: CHECKED_ON,
  source,
  ...execution,
  pourOverStatute: pourOver,
  certificationOfTrust: certification(cert),
  ...(unverified === undefined ? {} : { unverified }),
});

/** A writing signed by the settlor; the notary is the project's, not the law's. */
const signed = (statute: string, sections: Sections, note?: string): TrustExecutionRule =>
  row(statute, sections, {
    formality: 'signature',
    witnesses: 0,
    notary: 'recommended',
    beyondTheLaw: FOR_BANKS_AND_RECORDERS,
    ...(note === undefined ? {} : { note }),
  });

/** A state's enactment of Uniform Trust Code § 402 (requirements for creation). */
const utc402 = (citation: string) => `${citation} (UTC § 402)`;

export const TRUST_EXECUTION_RULES: Readonly<Record<UsStateCode, TrustExecutionRule>> = {
  AL: signed(utc402('Ala. Code § 19-3B-402'), {
    source: 'https://alison.legislature.state.al.us/code-of-alabama?section=19-3B-402',
    pourOver: 'Ala. Code § 43-8-140',
    certification: 'Ala. Code § 19-3B-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  AK: signed('Alaska Stat. ch. 13.36 (no execution formality)', {
    source: 'https://www.akleg.gov/basis/statutes.asp#13.36',
    pourOver: 'Alaska Stat. § 13.12.511',
    certification: null,
    unverified:
      'Not opened at the official page; no certification-of-trust section was found, so the row cites none.',
  }),
  AZ: signed(utc402('A.R.S. § 14-10402'), {
    source: 'https://www.azleg.gov/ars/14/10402.htm',
    pourOver: 'A.R.S. § 14-2511',
    certification: 'A.R.S. § 14-11013',
    unverified: UNIFORM_NUMBERING,
  }),
  AR: signed(utc402('Ark. Code § 28-73-402'), {
    source: 'https://arkleg.state.ar.us/',
    pourOver: 'Ark. Code § 28-27-101 et seq.',
    certification: 'Ark. Code § 28-73-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  CA: signed(
    'Cal. Prob. Code §§ 15200–15206',
    {
      source:
        'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=15206',
      pourOver: 'Cal. Prob. Code § 6300',
      certification: 'Cal. Prob. Code § 18100.5',
      unverified: readAt(
        'california.public.law and law.justia.com (§§ 15200–15206); § 6300 and § 18100.5 were not opened',
      ),
    },
    'A trust of real property must be evidenced by a written instrument signed by the settlor or the trustee (§ 15206).',
  ),
  CO: signed(utc402('C.R.S. § 15-5-402'), {
    source: 'https://leg.colorado.gov/colorado-revised-statutes',
    pourOver: 'C.R.S. § 15-11-511',
    certification: 'C.R.S. § 15-5-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  CT: signed(utc402('Conn. Gen. Stat. § 45a-499w'), {
    source: 'https://www.cga.ct.gov/current/pub/chap_802c.htm',
    pourOver: 'Conn. Gen. Stat. § 45a-260',
    certification: null,
    unverified: readAt(
      'casetext, FindLaw and lawserver (§ 45a-499w; oral trusts, § 45a-499bb); § 45a-260 was not opened, and the Connecticut Uniform Trust Code’s certification section (UTC § 1013) was not found, so the row cites none',
    ),
  }),
  DE: row(
    '12 Del. C. § 3545(a)',
    {
      source: 'https://delcode.delaware.gov/title12/c035/sc03/index.html',
      pourOver: '12 Del. C. § 211',
      certification: null,
      unverified: readAt(
        'instalawyer.io and a Morris Nichols note (§ 3545); § 211 was not opened; no certification-of-trust section was found, so the row cites none',
      ),
    },
    {
      formality: 'witnessed',
      witnesses: 1,
      notary: 'recommended',
      beyondTheLaw: FOR_BANKS_AND_RECORDERS,
      note: 'A trust whose interests depend on surviving the settlor is void unless the settlor signs before at least one disinterested witness or two credible witnesses, who sign too; a disinterested notary may be that witness (§ 3545(a)). The same applies to its amendments.',
    },
  ),
  DC: signed(utc402('D.C. Code § 19-1304.02'), {
    source: 'https://code.dccouncil.gov/us/dc/council/code/sections/19-1304.02',
    pourOver: 'D.C. Code § 18-306',
    certification: 'D.C. Code § 19-1310.13',
  }),
  FL: row(
    'Fla. Stat. § 736.0403(2)(b); § 732.502',
    {
      source: 'https://www.flsenate.gov/Laws/Statutes/2025/736.0403',
      pourOver: 'Fla. Stat. § 732.513',
      certification: 'Fla. Stat. § 736.1017',
      unverified: readAt(
        'law.onecle.com, LegalFix and syfert.com (the 2025 text of § 736.0403) and flsenate.gov for its predecessor, § 737.111 (2002); § 732.513 and § 736.1017 from secondary sources',
      ),
    },
    {
      formality: 'will-formalities',
      witnesses: 2,
      notary: 'recommended',
      beyondTheLaw: FOR_BANKS_AND_RECORDERS,
      note: 'The testamentary provisions of a Florida settlor’s revocable trust are invalid unless the settlor signs it at the end before two attesting witnesses, who sign in the settlor’s presence and each other’s (§ 732.502); amendments take the same formalities.',
    },
  ),
  GA: signed('O.C.G.A. § 53-12-20(a)', {
    source: 'https://www.legis.ga.gov/',
    pourOver: 'O.C.G.A. ch. 53-12 (Revised Georgia Trust Code)',
    certification: 'O.C.G.A. § 53-12-280',
    unverified: readAt(
      'casetext (§ 53-12-20: an express trust is created in writing signed by the settlor or an agent) and summaries (§ 53-12-280); the testamentary-additions section was not found',
    ),
  }),
  HI: signed(utc402('HRS § 554D-402'), {
    source:
      'https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0554D/HRS_0554D-0402.htm',
    pourOver: 'HRS § 560:2-511',
    certification: 'HRS § 554D-1013',
    unverified: readAt(
      'self-law.org and lawserver (§ 554D-402); § 554D-1013 and § 560:2-511 follow the uniform numbering and were not opened',
    ),
  }),
  ID: signed('Idaho Code § 9-503', {
    source: 'https://legislature.idaho.gov/statutesrules/idstat/title68/t68ch1/',
    pourOver: 'Idaho Code § 15-2-511',
    certification: 'Idaho Code §§ 68-114 to 68-120',
    unverified:
      'Not opened at the official page: § 9-503 (trusts concerning land are created in a signed writing) from the statute of frauds, §§ 68-114 to 68-120 from a form publisher’s note.',
  }),
  IL: signed(utc402('760 ILCS 3/402'), {
    source: 'https://www.ilga.gov/legislation/ilcs/ilcs.asp',
    pourOver: '755 ILCS 5/4-4',
    certification: '760 ILCS 3/1013',
    unverified: UNIFORM_NUMBERING,
  }),
  IN: signed('Ind. Code § 30-4-2-1(a)', {
    source: 'https://iga.in.gov/laws/2025/ic/titles/30',
    pourOver: 'Ind. Code § 29-1-6-1',
    certification: 'Ind. Code § 30-4-4-5',
    unverified: readAt(
      'instalawyer.io and laws.com (§ 30-4-2-1: written terms bearing the settlor’s signature); § 29-1-6-1 at Justia without finding its trustee subsection; § 30-4-4-5 was not opened',
    ),
  }),
  IA: signed('Iowa Code § 633A.2103', {
    source: 'https://www.legis.iowa.gov/docs/code/633A.2103.pdf',
    pourOver: 'Iowa Code § 633.275',
    certification: 'Iowa Code § 633A.4604',
    unverified: readAt(
      'self-law.org and getpocketlaw (§ 633A.2103: a written instrument signed by the settlor or trustee; oral trusts unenforceable); § 633.275 and § 633A.4604 were not opened',
    ),
  }),
  KS: signed(utc402('K.S.A. § 58a-402'), {
    source: 'https://www.ksrevisor.org/statutes/chapters/ch58a/058a_004_0002.html',
    pourOver: 'K.S.A. ch. 59 (testamentary additions)',
    certification: 'K.S.A. § 58a-1013',
    unverified: readAt(
      'kslegislature.gov for the act enacting the Kansas Uniform Trust Code (L. 2002, ch. 133) and a copy of § 58a-402; the testamentary-additions section was not found; § 58a-1013 was not opened',
    ),
  }),
  KY: signed(utc402('KRS § 386B.4-020'), {
    source: 'https://apps.legislature.ky.gov/law/statutes/',
    pourOver: 'KRS § 394.076',
    certification: 'KRS § 386B.10-130',
    unverified: UNIFORM_NUMBERING,
  }),
  LA: row(
    'La. R.S. 9:1752',
    {
      source: 'https://legis.la.gov/legis/Law.aspx?d=106755',
      pourOver: 'La. R.S. 9:1721 et seq. (Louisiana Trust Code)',
      certification: null,
      unverified:
        'R.S. 9:1752 read in a copy that names and hashes this page (theusufruct.com), R.S. 9:2092 at legis.la.gov; the section for a legacy to an existing trust was not found.',
    },
    {
      formality: 'authentic-act',
      witnesses: 2,
      notary: 'required',
      note: 'An inter vivos trust is created only by authentic act (before a notary and two witnesses) or by an act under private signature signed before two witnesses and acknowledged by the settlor or by a witness’s affidavit. Louisiana has no certification of trust: a trust holding immovables records the instrument or an extract of trust (R.S. 9:2092).',
    },
  ),
  ME: signed(utc402('18-B M.R.S. § 402'), {
    source: 'https://legislature.maine.gov/statutes/18-B/title18-Bsec402.html',
    pourOver: '18-C M.R.S. § 2-511',
    certification: '18-B M.R.S. § 1013',
    unverified: UNIFORM_NUMBERING,
  }),
  MD: signed(utc402('Md. Code, Est. & Trusts § 14.5-402'), {
    source: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=get&section=14.5-402',
    pourOver: 'Md. Code, Est. & Trusts § 4-411',
    certification: null,
    unverified: readAt(
      'a lawyer-database copy (§ 14.5-402); § 4-411 was not opened, and the Maryland Trust Act’s certification section was not found, so the row cites none',
    ),
  }),
  MA: signed(utc402('M.G.L. c. 203E § 402'), {
    source: 'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter203E/Section402',
    pourOver: 'M.G.L. c. 190B § 2-511',
    certification: 'M.G.L. c. 203E § 1013',
    unverified: UNIFORM_NUMBERING,
  }),
  MI: signed(utc402('MCL § 700.7402'), {
    source: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-700-7402',
    pourOver: 'MCL § 700.2511',
    certification: 'MCL § 700.7913',
    unverified: UNIFORM_NUMBERING,
  }),
  MN: signed(utc402('Minn. Stat. § 501C.0402'), {
    source: 'https://www.revisor.mn.gov/statutes/cite/501C.0402',
    pourOver: 'Minn. Stat. § 524.2-511',
    certification: 'Minn. Stat. § 501C.1013',
    unverified: UNIFORM_NUMBERING,
  }),
  MS: signed(utc402('Miss. Code § 91-8-402'), {
    source: 'https://www.legislature.ms.gov/',
    pourOver: 'Miss. Code § 91-5-11',
    certification: 'Miss. Code § 91-8-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  MO: signed(utc402('RSMo § 456.4-402'), {
    source: 'https://revisor.mo.gov/main/OneSection.aspx?section=456.4-402',
    pourOver: 'RSMo § 456.021',
    certification: 'RSMo § 456.10-1013',
    unverified:
      'Not opened at the official page: § 456.021 (additions to trusts) from Justia’s chapter index, while a practitioner’s note cites § 474.540 et seq.; § 456.10-1013 follows the uniform numbering.',
  }),
  MT: signed(utc402('Mont. Code § 72-38-402'), {
    source:
      'https://leg.mt.gov/bills/mca/title_0720/chapter_0380/part_0040/section_0020/0720-0380-0040-0020.html',
    pourOver: 'Mont. Code § 72-2-531',
    certification: 'Mont. Code § 72-38-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  NE: signed(utc402('Neb. Rev. Stat. § 30-3828'), {
    source: 'https://nebraskalegislature.gov/laws/statutes.php?statute=30-3828',
    pourOver: 'Neb. Rev. Stat. § 30-2336',
    certification: 'Neb. Rev. Stat. § 30-3898',
    unverified: UNIFORM_NUMBERING,
  }),
  NV: signed('NRS 163.002–163.008', {
    source: 'https://www.leg.state.nv.us/NRS/NRS-163.html',
    pourOver: 'NRS 163.220',
    certification: 'NRS 164.400–164.410',
    unverified:
      'Section headings seen on the official NRS chapter 163 page (a trust of real property, NRS 163.008); their texts, NRS 163.220 and NRS 164.400–164.410 were not opened.',
  }),
  NH: signed(utc402('RSA 564-B:4-402'), {
    source: 'https://gc.nh.gov/rsa/html/LVI/564-B/564-B-4-402.htm',
    pourOver: 'RSA 563-A:1',
    certification: 'RSA 564-B:10-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  NJ: signed(utc402('N.J.S.A. 3B:31-19'), {
    source: 'https://lis.njleg.state.nj.us/',
    pourOver: 'N.J.S.A. 3B:4-1',
    certification: 'N.J.S.A. 3B:31-81',
    unverified: readAt(
      'the Rutgers Law School New Jersey statutes database (3B:31-19) and a bar seminar outline (3B:31-81); 3B:4-1 was not opened',
    ),
  }),
  NM: signed(utc402('NMSA § 46A-4-402'), {
    source: 'https://nmonesource.com/nmos/nmsa/en/nav.do',
    pourOver: 'NMSA § 45-2-511',
    certification: 'NMSA § 46A-10-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  NY: row(
    'N.Y. EPTL § 7-1.17',
    {
      source: 'https://www.nysenate.gov/legislation/laws/EPT/7-1.17',
      pourOver: 'N.Y. EPTL § 3-3.7',
      certification: 'N.Y. EPTL § 7-2.8',
      unverified:
        '§ 7-1.17 was read at this page; § 3-3.7 at casetext and in its amending bill (A6809 of 2017, enacted 2019 as ch. 352) at nysenate.gov; § 7-2.8 (certification of trust) was not opened.',
    },
    {
      formality: 'acknowledged-or-witnessed',
      witnesses: 0,
      notary: 'required',
      trusteeMustSign: true,
      note: 'Every lifetime trust is in writing, signed and acknowledged as a deed is by its creator and, unless the creator is the sole trustee, by at least one trustee; two witnesses may stand in for the acknowledgment. Amendments and revocations are acknowledged or witnessed the same way (§ 7-1.17(b)).',
    },
  ),
  NC: signed(utc402('N.C.G.S. § 36C-4-402'), {
    source:
      'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_36C/GS_36C-4-402.html',
    pourOver: 'N.C.G.S. § 31-47',
    certification: 'N.C.G.S. § 36C-10-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  ND: signed(utc402('N.D.C.C. § 59-12-02'), {
    source: 'https://ndlegis.gov/cencode/t59c12.pdf',
    pourOver: 'N.D.C.C. § 30.1-08-11',
    certification: 'N.D.C.C. § 59-18-13',
    unverified: UNIFORM_NUMBERING,
  }),
  OH: signed(utc402('Ohio Rev. Code § 5804.02'), {
    source: 'https://codes.ohio.gov/ohio-revised-code/section-5804.02',
    pourOver: 'Ohio Rev. Code § 2107.63',
    certification: 'Ohio Rev. Code § 5810.13',
    unverified: UNIFORM_NUMBERING,
  }),
  OK: signed('60 O.S. § 175.1 et seq. (Oklahoma Trust Act)', {
    source: 'https://www.oscn.net/applications/oscn/index.asp?ftdb=STOKST60',
    pourOver: '84 O.S. § 301 et seq.',
    certification: null,
    unverified:
      'Not opened at OSCN: a summary says an express trust is created by a written instrument signed by the trustor, without the section; a copy shows 60 O.S. § 1604.2 (UTC § 402) from the Oklahoma Uniform Trust Act (HB 1850, 2025), whether in force not confirmed; the certification section was not found, so the row cites none.',
  }),
  OR: signed(utc402('ORS 130.155'), {
    source: 'https://www.oregonlegislature.gov/bills_laws/ors/ors130.html',
    pourOver: 'ORS 112.265',
    certification: 'ORS 130.860',
    unverified: UNIFORM_NUMBERING,
  }),
  PA: signed(utc402('20 Pa.C.S. § 7732'), {
    source:
      'https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=20&div=0&chpt=77',
    pourOver: '20 Pa.C.S. § 2515',
    certification: '20 Pa.C.S. § 7790.3',
    unverified: UNIFORM_NUMBERING,
  }),
  RI: signed('R.I. Gen. Laws tit. 18 (no execution formality)', {
    source: 'https://webserver.rilegislature.gov/Statutes/TITLE18/INDEX.HTM',
    pourOver: 'R.I. Gen. Laws § 33-6-33',
    certification: null,
    unverified:
      'Not opened at the official page; no certification-of-trust section was found, so the row cites none.',
  }),
  SC: signed(utc402('S.C. Code § 62-7-402'), {
    source: 'https://www.scstatehouse.gov/code/t62c007.php',
    pourOver: 'S.C. Code § 62-2-510',
    certification: 'S.C. Code § 62-7-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  SD: signed('SDCL § 55-1-4; § 43-10-4', {
    source: 'https://sdlegislature.gov/Statutes?Statute=55-1-4',
    pourOver: 'SDCL § 29A-2-511',
    certification: null,
    unverified: readAt(
      'documents.pub (§ 55-1-4: an express trust is created by words or acts of the trustor; trusts of real property, § 43-10-4) and the official chapter index; a summary says South Dakota has a certification of trust, but its section was not found, so the row cites none',
    ),
  }),
  TN: signed(utc402('Tenn. Code § 35-15-402'), {
    source: 'https://www.capitol.tn.gov/',
    pourOver: 'Tenn. Code § 32-3-106',
    certification: 'Tenn. Code § 35-15-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  TX: signed('Tex. Prop. Code § 112.004', {
    source: 'https://statutes.capitol.texas.gov/Docs/PR/htm/PR.112.htm',
    pourOver: 'Tex. Est. Code § 254.001',
    certification: 'Tex. Prop. Code § 114.086',
    unverified: readAt(
      'law.onecle.com (§ 112.004: written evidence of the terms bearing the settlor’s signature); § 114.086 from a form publisher’s notes; § 254.001 was not opened',
    ),
  }),
  UT: signed(utc402('Utah Code § 75-7-402'), {
    source: 'https://le.utah.gov/xcode/Title75/Chapter7/75-7-S402.html',
    pourOver: 'Utah Code § 75-2-511',
    certification: 'Utah Code § 75-7-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  VT: signed(utc402('14A V.S.A. § 402'), {
    source: 'https://legislature.vermont.gov/statutes/section/14A/004/00402',
    pourOver: '14 V.S.A. § 2329',
    certification: '14A V.S.A. § 1013',
    unverified: UNIFORM_NUMBERING,
  }),
  VA: signed(utc402('Va. Code § 64.2-719'), {
    source: 'https://law.lis.virginia.gov/vacode/title64.2/chapter7/section64.2-719/',
    pourOver: 'Va. Code § 64.2-427',
    certification: 'Va. Code § 64.2-804',
    unverified: UNIFORM_NUMBERING,
  }),
  WA: signed('RCW 11.98.011; RCW 11.98.014', {
    source: 'https://app.leg.wa.gov/RCW/default.aspx?cite=11.98.011',
    pourOver: 'RCW 11.12.250',
    certification: 'RCW 11.98.075',
    unverified:
      'RCW 11.98.011 was read at this page and RCW 11.98.075 found in the official chapter 11.98 index; RCW 11.12.250 was not opened.',
  }),
  WV: signed(utc402('W. Va. Code § 44D-4-402'), {
    source: 'https://code.wvlegislature.gov/44D-4-402/',
    pourOver: 'W. Va. Code § 41-3-8',
    certification: 'W. Va. Code § 44D-10-1013',
    unverified: UNIFORM_NUMBERING,
  }),
  WI: signed(utc402('Wis. Stat. § 701.0402'), {
    source: 'https://docs.legis.wisconsin.gov/statutes/statutes/701',
    pourOver: 'Wis. Stat. § 853.32(3)',
    certification: 'Wis. Stat. § 701.1013',
    unverified: readAt(
      'docs.legis.wisconsin.gov only for the pre-2014 § 701.08 (transfers to living trusts), which 2013 Wis. Act 92 renumbered; its present number, § 701.0402 and § 701.1013 were not opened',
    ),
  }),
  WY: signed(utc402('Wyo. Stat. § 4-10-402'), {
    source: 'https://wyoleg.gov/',
    pourOver: 'Wyo. Stat. § 2-6-103',
    certification: 'Wyo. Stat. § 4-10-1013',
    unverified: UNIFORM_NUMBERING,
  }),
};

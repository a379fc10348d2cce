import type { UsStateCode } from '../reference/us-states';
import { SIGNED_DOCUMENT_KINDS, type SignedDocumentKind } from './signed-document-kind';
import type { StatuteCheck } from './statute-check';

/**
 * Whether a state's notaries may notarize for a signer who appears by audio-video (remote online
 * notarization), under which section, and which of our documents the statute leaves out. One
 * table for every document (`docs/legal/remote-notarization.md`).
 */
export type RemoteNotarizationRule = StatuteCheck &
  (
    | {
        readonly permitted: true;
        /** Documents the statute excludes, or for which it adds conditions we cannot meet. */
        readonly excludes: readonly SignedDocumentKind[];
        readonly note?: string;
      }
    | {
        readonly permitted: false;
        /** Why not (a law enacted but not yet operative, a bill still pending). */
        readonly note?: string;
      }
  );

const CHECKED_ON = '2026-11-25';

/** Official code text as released by the state's code commission (UniCourt's public mirror). */
const released = (state: string, file: string): string =>
  `https://unicourt.github.io/cic-code-${state}/transforms/${state}/${file}`;

type Extra = Pick<StatuteCheck, 'readAt' | 'unverified'> & {
  readonly excludes?: readonly SignedDocumentKind[];
  readonly note?: string;
};

const remote = (statute: string, source: string, extra: Extra = {}): RemoteNotarizationRule => ({
  ...extra,
  permitted: true,
  excludes: extra.excludes ?? [],
  statute,
  checkedOn: CHECKED_ON,
  source,
});

const notRemote = (
  statute: string,
  source: string,
  extra: Pick<StatuteCheck, 'readAt' | 'unverified'> & { readonly note: string },
): RemoteNotarizationRule => ({
  ...extra,
  permitted: false,
  statute,
  checkedOn: CHECKED_ON,
  source,
});

export const REMOTE_NOTARIZATION: Readonly<Record<UsStateCode, RemoteNotarizationRule>> = {
  AL: remote(
    'Ala. Code § 36-20-73.1',
    'https://alison.legislature.state.al.us/code-of-alabama?section=36-20-73.1',
    {
      readAt:
        'https://casetext.com/statute/code-of-alabama/title-36-public-officers-and-employees/chapter-20-notaries-public/article-4-employment-of-notaries-public/section-36-20-731-attestations-remote-notarization',
      note: 'Remote appearance by two-way audio-video with the notary in Alabama; the notary’s powers require an original (wet-ink) signature, two forms of ID and a recording kept seven years.',
      unverified:
        'Read as current through May 2024; later amendments (2024 SB 289, effective 2024-10-01) were not read.',
    },
  ),
  AK: remote('AS 44.50.075', 'https://www.akleg.gov/basis/statutes.asp#44.50.075', {
    readAt: released('ak', 'ocak/r82/gov.ak.code.title.44.html'),
  }),
  AZ: remote('A.R.S. § 41-371 et seq. (procedures § 41-376)', 'https://www.azleg.gov/arstitle/', {
    readAt: 'https://codes.findlaw.com/az/title-41-state-government/az-rev-st-sect-41-376.html',
  }),
  AR: remote('Ark. Code § 21-14-309 (Act 1047 of 2021)', 'https://arkleg.state.ar.us/', {
    readAt: 'https://law.counselstack.com/statute/ar/21-14-309',
  }),
  CA: notRemote(
    'Cal. Gov. Code § 8231 et seq. (Stats. 2023, ch. 291, SB 696)',
    'https://leginfo.legislature.ca.gov/',
    {
      readAt:
        'https://www.nationalnotary.org/notary-bulletin/blog/2023/10/new-california-remote-notarization-law-may-take-effect-in-2030-or-later',
      note: 'Online notarization is enacted but not operative until the Secretary of State certifies its system or January 1, 2030, whichever is first (the date may be extended).',
    },
  ),
  CO: remote('C.R.S. § 24-21-514.5', 'https://leg.colorado.gov/colorado-revised-statutes', {
    readAt: 'https://law.counselstack.com/statute/co/24/24-21-514.5',
    excludes: ['will'],
    note: 'Only for electronic records. A will, a codicil or an acknowledgment under C.R.S. §§ 15-11-502 or -504 may not be notarized remotely except as the Colorado Uniform Electronic Wills Act (§ 15-11-1301 et seq.) provides.',
    unverified:
      'The will exclusion was read in the Secretary of State’s FAQ (A9) as copied on another site, not in § 24-21-514.5.',
  }),
  CT: remote(
    'Conn. Gen. Stat. § 3-95b (P.A. 23-28, effective 2023-10-01)',
    'https://www.cga.ct.gov/current/pub/chap_033.htm',
    {
      readAt:
        'https://casetext.com/statute/general-statutes-of-connecticut/title-3-state-elective-officers/chapter-33-secretary/section-3-95b-requirements-and-procedure-re-use-of-remote-notarization-regulations-prohibitions-on-use-of-remote-notarization',
      excludes: SIGNED_DOCUMENT_KINDS,
      note: 'Subsection (i) bars remote notarization of wills and codicils, trusts, health care instructions and living wills, standby-guardian designations and, as the list was read, powers of attorney. The notary completes the certificate on the mailed original.',
      unverified:
        'Subsection (i) was read only in a study guide’s table, cut off at “Powe…”; the durable power of attorney is excluded until counsel reads § 3-95b(i).',
    },
  ),
  DE: remote(
    '29 Del. C. § 4320 (83 Del. Laws c. 425, effective 2023-08-01)',
    'https://delcode.delaware.gov/title29/c043/index.html',
    { readAt: 'https://instalawyer.io/laws/delaware-code/4320-notarial-act-performed' },
  ),
  DC: remote(
    'D.C. Code § 1-1231.14a (D.C. Law 24-178, effective 2022-09-21)',
    'https://code.dccouncil.gov/us/dc/council/laws/24-178',
    {
      unverified:
        'Read in the Council’s text of D.C. Law 24-178 (section 14a); its codification as § 1-1231.14a was not seen.',
    },
  ),
  FL: remote(
    'Fla. Stat. §§ 117.265, 117.285',
    'https://www.leg.state.fl.us/Statutes/index.cfm?App_mode=Display_Statute&URL=0100-0199/0117/Sections/0117.285.html',
    {
      note: 'For a will, a trust with testamentary aspects, a health care advance directive or a power of attorney with banking or investment powers, the online notary must ask the vulnerable-adult questions; if the signer is a vulnerable adult, the witnesses must be physically present with the signer (§ 117.285). A remotely witnessed will is also an electronic will (§ 732.522).',
      unverified:
        '§ 117.285 was read to subsection (4); the list of documents and the vulnerable-adult rule are from a platform provider’s description and the 2019 Senate bill analysis.',
    },
  ),
  GA: notRemote('O.C.G.A. § 45-17-1 et seq.', 'https://www.legis.ga.gov/', {
    readAt: 'https://app.legiplex.com/ga/legislature/2025/2025-r/bills/hb289/drafts-latest',
    note: 'No remote online notarization statute was found in force. 2025 HB 289 and SB 373 would provide for it; whether either was enacted was not confirmed.',
    unverified: 'The 2025-2026 session’s outcome for HB 289 and SB 373 was not read.',
  }),
  HI: remote(
    'HRS ch. 456 (Act 54, SLH 2020, effective 2021-01-01); HAR § 5-11-61 et seq.',
    'https://www.capitol.hawaii.gov/',
    { readAt: 'https://nationalnotary.org/knowledge-center/news/law-updates/hi-senate-bill-2275' },
  ),
  ID: remote(
    'Idaho Code § 51-114A',
    'https://legislature.idaho.gov/statutesrules/idstat/title51/t51ch1/sect51-114a/',
    { readAt: released('id', 'ocid/r70/idaho.title.51.html') },
  ),
  IL: remote(
    '5 ILCS 312/6-102.5 (remote); 5 ILCS 312/6A-103 (electronic)',
    'https://www.ilga.gov/legislation/ilcs/documents/000503120K6-102.5.htm',
    {
      note: 'Remote notarization under § 6-102.5 requires the signer to attest to being physically in Illinois and the notary to receive the signed paper; electronic notarization by audio-video under § 6A-103 requires an electronic notary commission.',
    },
  ),
  IN: remote('Ind. Code § 33-42-17-3', 'https://iga.in.gov/laws/', {
    readAt: 'https://lawserver.com/law/state/indiana/in-code/indiana_code_33-42-17-3',
  }),
  IA: remote('Iowa Code § 9B.14A', 'https://www.legis.iowa.gov/law/iowaCode', {
    readAt: 'https://www.lawserver.com/law/state/iowa/ia-code/iowa_code_9b-14a',
  }),
  KS: remote('K.S.A. 53-5a15; K.A.R. 7-43-20', 'https://www.ksrevisor.gov/', {
    readAt:
      'https://d1tvxue8o4w0fl.cloudfront.net/statute/kansas-statutes/chapter-53-notaries-public-and-commissioners/article-5-a-revised-uniform-law-on-notarial-acts/section-53-5a15-notarial-act-performed-for-remotely-located-individual',
    note: 'The notary must be physically in Kansas (K.A.R. 7-43-20(b), read at sos.ks.gov).',
  }),
  KY: remote('KRS 423.455', 'https://apps.legislature.ky.gov/law/statutes/', {
    readAt: released('ky', 'ocky/r87/gov.ky.krs.title.38.html'),
  }),
  LA: remote('La. R.S. 35:621-35:630 (§ 35:623)', 'https://legis.la.gov/legis/Law.aspx?d=1187616', {
    readAt:
      'https://d1tvxue8o4w0fl.cloudfront.net/statute/louisiana-revised-statutes/revised-statutes/title-35-notaries-public-and-commissioners/chapter-10-remote-online-notarization/section-35623-see-note-legal-recognition-of-remote-online-notarial-acts',
    excludes: ['will', 'trust'],
    note: 'R.S. 35:623(B) bars testaments and codicils, trust instruments, donations inter vivos and matrimonial agreements; (C) bars authentic acts (a notarial testament cannot be executed remotely).',
  }),
  ME: remote(
    '4 M.R.S. § 1915 (P.L. 2021, c. 651, effective 2023-07-01)',
    'https://legislature.maine.gov/statutes/',
    {
      readAt: 'https://nationalnotary.org/knowledge-center/news/law-updates/me-house-paper-1503',
      unverified:
        'The acts that may not be done remotely (absentee ballots, candidates’ oaths) were read in a summary; none of our documents is among them there.',
    },
  ),
  MD: remote(
    'Md. Code, State Gov’t § 18-214',
    'https://mgaleg.maryland.gov/mgawebsite/Laws/Statutes',
    { readAt: 'https://lexace.ai/us/statute/maryland/SG-18-214' },
  ),
  MA: remote(
    'M.G.L. c. 222, § 28 (St. 2023, c. 2, effective 2024-01-01)',
    'https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleI/Chapter222/Section28',
    {
      unverified:
        'Subsections (a)-(b) were read; the rest of § 28 (any document-specific requirements) was not.',
    },
  ),
  MI: remote('MCL 55.286b, 55.286c', 'https://legislature.mi.gov/', {
    readAt:
      'https://www.icle.org/modules/repositories/probatesourcebook/CiteCheck.aspx?cite=55-286b',
    unverified:
      '§ 55.286c’s audio-video rule carried a sunset that a 2025-2026 bill would remove; its current status was not read.',
  }),
  MN: remote('Minn. Stat. § 358.645', 'https://www.revisor.mn.gov/statutes/cite/358.645'),
  MS: notRemote('Miss. Code § 25-34-1 et seq.', 'https://www.legislature.ms.gov/', {
    readAt: 'https://billstatus.ls.state.ms.us/documents/2024/html/HB/1100-1199/HB1168IN.htm',
    note: 'The Revised Mississippi Law on Notarial Acts (2020 HB 1156) provides for electronic notarization in person. 2024 HB 1168 would add remote online notarization; no enactment was found.',
    unverified:
      'Whether a remote online notarization bill was enacted in 2024-2026 was not confirmed.',
  }),
  MO: remote(
    'RSMo §§ 486.1100-486.1205',
    'https://revisor.mo.gov/main/OneChapter.aspx?chapter=486',
    {
      readAt: 'https://www.nationalnotary.org/knowledge-center/news/law-updates/mo-house-bill-1655',
    },
  ),
  MT: remote(
    'MCA §§ 1-5-603, 1-5-615',
    'https://leg.mt.gov/bills/mca/title_0010/chapter_0050/part_0060/section_0150/0010-0050-0060-0150.html',
    { unverified: 'Read in the 2021 Montana Code Annotated; later amendments were not read.' },
  ),
  NE: remote(
    'Neb. Rev. Stat. §§ 64-401 to 64-423 (Online Notary Public Act; § 64-411)',
    'https://nebraskalegislature.gov/laws/laws-index/chap64-full.html',
    { readAt: 'https://self-law.org/code/ne/chapter-64/64-411' },
  ),
  NV: remote(
    'NRS 240.181-240.206 (NRS 240.198(4), 240.1995)',
    'https://www.leg.state.nv.us/NRS/NRS-240.html',
    { readAt: 'https://nevada.public.law/statutes/nrs_240.1995' },
  ),
  NH: remote(
    'RSA 456-B:6-a (2021 SB 134, effective 2022-02-06)',
    'https://www.gencourt.state.nh.us/rsa/html/',
    {
      readAt:
        'https://lawserver.com/law/state/new-hampshire/nh-statutes/new_hampshire_revised_statutes_456-b_6-a',
      note: 'RSA 456-B:2(VII) separately lets the attorney who drafted a will or estate-planning trust (or a paralegal under the attorney) supervise its notarization.',
    },
  ),
  NJ: remote(
    'N.J.S.A. 52:7-10.10 (P.L. 2021, c. 179); N.J.A.C. 17:50-1.14',
    'https://www.njleg.state.nj.us/2020/Bills/PL21/179_.HTM',
    {
      excludes: ['will'],
      note: 'Remote appearance does not apply to a record governed by the law of wills and codicils, except a tangible (paper) will (N.J.A.C. 17:50-1.14(b)): an electronic will may not be notarized remotely.',
      unverified:
        'The will rule was read in the regulation (in an unofficial copy); the act itself was read only to its definitions.',
    },
  ),
  NM: remote(
    'NMSA 1978 § 14-14A-5(B)-(C) (Laws 2021, ch. 21)',
    'https://www.nmlegis.gov/Sessions/21%20Regular/bills/senate/SB0012JUS.HTML',
    {
      readAt:
        'https://www.lawserver.com/law/state/new-mexico/nm-statutes/new_mexico_statutes_14-14a-5',
    },
  ),
  NY: remote(
    'N.Y. Exec. Law § 135-c (effective 2023-01-31)',
    'https://www.nysenate.gov/legislation/laws/EXC/135-C',
  ),
  NC: remote(
    'G.S. 10B-134.1 et seq. (§ 10B-134.3(c); effective 2024-07-01)',
    'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_10B/GS_10B-134.3.html',
    {
      excludes: ['will', 'trust'],
      note: 'G.S. 10B-134.3(c) bars a self-proved will, a codicil, and a revocable or irrevocable trust or amendment (a certification of trust excepted), unless the principal meets G.S. 10B-134.1(10)b. A remotely notarized power of attorney may not be used with other remotely notarized documents to convey the principal’s real property (§ 10B-134.3(e)).',
    },
  ),
  ND: remote('N.D.C.C. § 44-06.1-13.1', 'https://www.ndlegis.gov/cencode/t44c06-1.pdf', {
    readAt: released('nd', 'ocnd/r81/gov.nd.code.title.44.html'),
  }),
  OH: remote(
    'R.C. 147.60-147.66 (§ 147.64)',
    'https://codes.ohio.gov/ohio-revised-code/section-147.64',
    { readAt: 'https://instalawyer.io/laws/ohio-revised-code/section-14764-authority-of' },
  ),
  OK: remote('49 O.S. §§ 201-215 (Remote Online Notary Act)', 'https://www.oklegislature.gov/', {
    readAt: 'https://lexace.ai/us/statute/oklahoma/49-208',
  }),
  OR: remote('ORS 194.277', 'https://www.oregonlegislature.gov/bills_laws/ors/ors194.html', {
    readAt: 'https://www.lawserver.com/law/state/oregon/or-statutes/oregon_statutes_194-277',
  }),
  PA: remote(
    '57 Pa.C.S. § 306.1 (Act 97 of 2020)',
    'https://www.legis.state.pa.us/WU01/LI/LI/CT/HTM/57/00.003..HTM',
    {
      readAt: 'https://www.montgomerycountypa.gov/CivicAlerts.aspx?AID=3369',
      unverified:
        '§ 306.1 was read in summaries (a county notice, a study guide), not in its text.',
    },
  ),
  RI: remote(
    'R.I. Gen. Laws §§ 42-30.1-2, 42-30.1-6 (P.L. 2022, ch. 438)',
    'https://webserver.rilegislature.gov/PublicLaws/law22/law22438.htm',
    { readAt: 'http://webserver.rilin.state.ri.us/PublicLaws/law22/law22438.htm' },
  ),
  SC: notRemote(
    'S.C. Code §§ 26-2-5 to 26-2-210 (Electronic Notary Public Act, 2021 Act No. 85)',
    'https://www.scstatehouse.gov/code/t26c002.php',
    {
      readAt: 'https://law.justia.com/codes/south-carolina/title-26/chapter-2/',
      note: 'The act provides for electronic notarization with the signer present; § 26-2-200 addresses wills and trusts. No remote online notarization statute was found.',
      unverified:
        'Read as the chapter’s table of sections and the 2021 act’s summary; a later remote notarization act was not looked for beyond 2024.',
    },
  ),
  SD: remote(
    'SDCL §§ 18-1-11.1, 18-1-11.2 (SL 2024, SB 211)',
    'https://sdlegislature.gov/Statutes/18-1',
    {
      readAt: 'https://lexace.ai/us/statute/south-dakota/18-1-11.2',
      note: 'For an electronic record, § 18-1-11.2 requires two methods of identity proofing; the older § 18-1-11.1 route (tangible record) requires the notary to know the signer personally.',
    },
  ),
  TN: remote('Tenn. Code § 8-16-301 et seq. (§§ 8-16-302, -310)', 'https://www.capitol.tn.gov/', {
    readAt:
      'https://codes.findlaw.com/tn/title-8-public-officers-and-employees/tn-code-sect-8-16-302/',
  }),
  TX: remote(
    'Tex. Gov’t Code § 406.101 et seq. (§§ 406.107, 406.110)',
    'https://statutes.capitol.texas.gov/Docs/GV/htm/GV.406.htm',
    { readAt: 'https://texas.public.law/statutes/tex._gov%27t_code_section_406.105' },
  ),
  UT: remote('Utah Code §§ 46-1-3.5, 46-1-3.6', 'https://le.utah.gov/', {
    readAt: 'https://law.justia.com/codes/utah/title-46/chapter-1/section-3-5/',
  }),
  VT: remote(
    '26 V.S.A. ch. 103 (2022 Acts No. 171); CVR 04-030-015 (effective 2025-02-26)',
    'https://legislature.vermont.gov/statutes/chapter/26/103',
    {
      readAt:
        'https://nationalnotary.org/knowledge-center/news/law-updates/vt-administrative-rules-2025',
      note: 'A notary needs the Secretary of State’s special endorsement to perform remote notarial acts on electronic records.',
    },
  ),
  VA: remote(
    'Va. Code §§ 47.1-2, 47.1-6.1, 47.1-15',
    'https://law.lis.virginia.gov/vacode/title47.1/',
    {
      readAt: released('va', 'ocva/r88/gov.va.code.title.47.1.html'),
      unverified: 'Read in the 2022 release; the 2024 amendments to title 47.1 were not read.',
    },
  ),
  WA: remote('RCW 42.45.280', 'https://app.leg.wa.gov/RCW/default.aspx?cite=42.45.280', {
    readAt:
      'https://wa-law.org/rcw/42_public_officers_and_agencies/42.45_revised_uniform_law_on_notarial_acts.html',
  }),
  WV: remote(
    'W. Va. Code §§ 39-4-37, 39-4-38 (2021 SB 469)',
    'https://code.wvlegislature.gov/39-4-38/',
  ),
  WI: remote('Wis. Stat. § 140.145', 'https://docs.legis.wisconsin.gov/document/statutes/140.145', {
    readAt: 'https://docs-preview.legis.wisconsin.gov/document/statutes/140.15(3)',
    excludes: SIGNED_DOCUMENT_KINDS,
    note: '§ 140.145(10) does not apply to transactions governed by the law of wills, codicils and testamentary trusts, living trusts, powers of attorney, marital property agreements, or powers of attorney for health care and declarations to physicians.',
  }),
  WY: remote('W.S. §§ 32-3-102, 32-3-118 (2021 ch. 27)', 'https://wyoleg.gov/', {
    readAt: released('wy', 'ocwy/r84/gov.wy.code.title.32.html'),
  }),
};

/** Whether this document may be notarized remotely in this state. */
export const remoteNotarizationPermitted = (
  state: UsStateCode,
  document: SignedDocumentKind,
): boolean => {
  const rule = REMOTE_NOTARIZATION[state];
  return rule.permitted && !rule.excludes.includes(document);
};

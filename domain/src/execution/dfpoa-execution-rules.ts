import type { StatuteCheck, WitnessExclusion } from './statute-check';
import type { UsStateCode } from '../reference/us-states';
import type { Dfpoa, WitnessCount } from '../dfpoa/dfpoa';

/**
 * A notice a statute requires on the power of attorney, with what the document needs to print it:
 * the words, where they go, how they are set, and who signs under them.
 */
export interface RequiredNotice {
  /** The section that requires the notice and gives its words, e.g. "20 Pa.C.S. § 5601(c)". */
  readonly statute: string;
  /** The heading printed over the notice. */
  readonly heading: string;
  /**
   * The statute's words, paragraphs separated by a blank line, never paraphrased. A blank the
   * statute leaves for a name is "______".
   */
  readonly text: string;
  /**
   * Where the document prints it: 'beginning', after the title and before the first article;
   * 'end', after the principal's signature, the witnesses and the notary, where the agents sign.
   */
  readonly placement: 'beginning' | 'end';
  /**
   * Who signs under it: the principal (a signature and date line), or each agent the document
   * names (a copy each, with signature, printed name and date lines); null where the statute asks
   * for no signature. A notice an agent signs takes the place of the document's own agent's
   * acknowledgment.
   */
  readonly signer: 'principal' | 'agent' | null;
  /**
   * How the statute says it is set: 'capitals' (Pennsylvania § 5601(c): "in capital letters"),
   * 'bold' (California § 4128: "not less than 10-point boldface type").
   */
  readonly typeface: 'capitals' | 'bold';
}

/**
 * How a state's law shapes the power of attorney (documents.md 5.5; issue 19). The specification
 * gives the rules and the state lists without saying which list drives which rule; this table is
 * our reading of them against each state's statute, named on every row with where and when it was
 * read (`docs/legal/dfpoa-execution.md`). Change a row only with its statute.
 */
export interface DfpoaStateRule extends StatuteCheck {
  /** Witnesses besides the notary; with none the witness steps are skipped. */
  readonly witnessCount: WitnessCount;
  /**
   * Who may not be a witness, where witnesses sign. Where the statute asks for the witnesses, the
   * statute's list (empty where it names none); where only the project asks for them
   * (`beyondTheLaw`), the project's advice, which the signing guide words as advice.
   */
  readonly witnessExclusions: readonly WitnessExclusion[];
  /**
   * Who else the statute rules out as a witness, where the shared list (`WitnessExclusion`) has
   * no word for it yet, in the words that follow "A witness may not be" (Arizona: the agent's
   * child; Illinois: relatives of the agent and of the principal's doctor).
   */
  readonly moreWitnessExclusions?: string;
  /**
   * Whether the statute requires the notary's acknowledgment, or only makes an acknowledged
   * signature presumed genuine (the Uniform Act, § 105); the document prints it either way.
   * 'required' also where the statute accepts a notary or witnesses and this document, which has
   * no witness lines there, takes the notary (California, Indiana, Michigan, Washington).
   */
  readonly notary: 'required' | 'recommended';
  /**
   * Where the project asks for more than the statute (a witness the law does not require), why:
   * the document and the signing guide must never present the extra step as the law's.
   */
  readonly beyondTheLaw?: string;
  /**
   * The witnesses the statute itself requires, where fewer than `witnessCount`: present exactly
   * when `beyondTheLaw` is. Without it the statute's count is `witnessCount`
   * (`statutoryWitnessCount`).
   */
  readonly statuteWitnessCount?: WitnessCount;
  /**
   * The state's enactment of the Uniform Power of Attorney Act: the chapter, and the citation
   * form of its sections 201-217 (the subjects of authority and gifts are cited from it):
   * `${sectionPrefix}217` is the citation of the Act's § 217. Where the state kept the Act's
   * numbers (Wyoming, W.S. § 3-9-217) that is the state's own section; where it renumbered
   * (Colorado puts § 217 at C.R.S. § 15-14-740) the prefix cites the Act's number within the
   * state's enactment, "C.R.S. § 15-14-701 et seq., Uniform Act § 217", until counsel supplies
   * the state's numbers (docs/legal/dfpoa-execution.md, For counsel). Null where the state has
   * its own statute, which the document then cites instead.
   */
  readonly uniformAct: { readonly chapter: string; readonly sectionPrefix: string } | null;
  /** What the state's court appoints to manage an incapacitated adult's person and property. */
  readonly courtAppointee: { readonly person: string; readonly estate: string };
  /**
   * The notices a statute requires on the power of attorney, in the statute's words, in the order
   * the document prints them (California § 4128, Pennsylvania § 5601(c) and (d)).
   */
  readonly requiredNotices?: readonly RequiredNotice[];
  /**
   * A notice the statute requires on every such power of attorney whose exact words have not yet
   * been read in full, so `requiredNotices` cannot carry them: the section and what it requires.
   * Until the words are transcribed the document does not meet that section.
   */
  readonly requiredNoticePending?: string;
  /** The statutory form has no co-agents (the co-agent fields are cleared). */
  readonly noCoagents?: true;
  /** The statutory form names health-care billing as a power. */
  readonly allowsHealthcareBillsPower?: true;
  /** The estate, fiduciary and delegation powers are not granted by this form. */
  readonly noEstateFiduciaryDelegationPowers?: true;
  /** Gifts to others are governed by the statute alone (the gift-recipient fields are cleared). */
  readonly noGiftRecipients?: true;
  /** Personal profit by an agent is governed by the statute alone. */
  readonly noPersonalProfit?: true;
  /** Agent compensation: none in the form, or only a specific amount is cleared. */
  readonly compensation?: 'cleared' | 'specific-amount-cleared';
  /** The form provides for a monitor. */
  readonly allowsMonitor?: true;
  /** Revocation of earlier documents and guardian nominations are outside the form. */
  readonly noRevocationOrGuardians?: true;
  /** A power over real estate is recorded, so the first page needs a top margin of this size. */
  readonly recordingTopMargin?: number;
}

/** The witnesses the statute itself requires (`witnessCount` less any the project adds). */
export const statutoryWitnessCount = (rule: DfpoaStateRule): WitnessCount =>
  rule.statuteWitnessCount ?? rule.witnessCount;

const CHECKED_ON = '2026-11-25';

type Facts = Omit<DfpoaStateRule, 'statute' | 'witnessCount' | 'checkedOn'>;

const rule = (statute: string, witnessCount: WitnessCount, facts: Facts): DfpoaStateRule => ({
  statute,
  witnessCount,
  checkedOn: CHECKED_ON,
  ...facts,
});

const GUARDIAN_CONSERVATOR = { person: 'guardian', estate: 'conservator' } as const;
const GUARDIAN_OF_ESTATE = {
  person: 'guardian of the person',
  estate: 'guardian of the estate',
} as const;
const GUARDIAN_OF_PROPERTY = {
  person: 'guardian of the person',
  estate: 'guardian of the property',
} as const;

/** The Act's numbers kept by the state: `${prefix}217` is the state's own section. */
const act = (chapter: string, sectionPrefix: string) => ({ chapter, sectionPrefix });
/** The state renumbered the Act: cite the Act's number within the state's enactment. */
const renumbered = (chapter: string, enactment: string) => ({
  chapter,
  sectionPrefix: `${enactment}, Uniform Act § `,
});

/** Who the project advises against as a witness where only the project asks for one. */
const ADVISED_AGAINST: readonly WitnessExclusion[] = ['agent', 'spouse-of-agent', 'relative'];

/**
 * Why the project asks for a witness where the statute asks for none (Iowa, Nebraska, Utah,
 * Oklahoma): the product's state list (documents.md 5.5) asks for one; counsel decides whether to
 * keep it (docs/legal/dfpoa-execution.md).
 */
const EVIDENCE_OF_FREE_WILL =
  'A witness who watched you sign is extra evidence that you signed of your own free will if anyone ever questions the document.';

const EZEL = 'https://ezel.ai/surveys/power-of-attorney-requirements/';

/**
 * Cal. Prob. Code § 4128(a) as amended by Stats. 2000, ch. 999 (SB 1869): the warning statements
 * a printed durable power of attorney sold or distributed for use without a lawyer must carry, in
 * not less than 10-point boldface type. The statute follows the agent's statement with lines for
 * the date, the agent's signature and printed name; it names no place in the document for either
 * statement. Read on 2026-11-25 in part at the chaptered bill (leginfo.ca.gov) and in full only in
 * secondary copies: counsel compares it word for word with the code before it ships
 * (docs/legal/dfpoa-execution.md).
 */
export const CALIFORNIA_4128_NOTICES: readonly RequiredNotice[] = [
  {
    statute: 'Cal. Prob. Code § 4128(a)',
    heading: 'Notice to Person Executing Durable Power of Attorney',
    text: [
      'A durable power of attorney is an important legal document. By signing the durable power of attorney, you are authorizing another person to act for you, the principal. Before you sign this durable power of attorney, you should know these important facts:',
      'Your agent (attorney-in-fact) has no duty to act unless you and your agent agree otherwise in writing.',
      'This document gives your agent the powers to manage, dispose of, sell, and convey your real and personal property, and to use your property as security if your agent borrows money on your behalf. This document does not give your agent the power to accept or receive any of your property, in trust or otherwise, as a gift, unless you specifically authorize the agent to accept or receive a gift.',
      'Your agent will have the right to receive reasonable payment for services provided under this durable power of attorney unless you provide otherwise in this power of attorney.',
      'The powers you give your agent will continue to exist for your entire lifetime, unless you state that the durable power of attorney will last for a shorter period of time or unless you otherwise terminate the durable power of attorney. The powers you give your agent in this durable power of attorney will continue to exist even if you can no longer make your own decisions respecting the management of your property.',
      'You can amend or change this durable power of attorney only by executing a new durable power of attorney or by executing an amendment through the same formalities as an original. You have the right to revoke or terminate this durable power of attorney at any time, so long as you are competent.',
      "This durable power of attorney must be dated and must be acknowledged before a notary public or signed by two witnesses. If it is signed by two witnesses, they must witness either (1) the signing of the power of attorney or (2) the principal's signing or acknowledgment of his or her signature. A durable power of attorney that may affect real property should be acknowledged before a notary public so that it may easily be recorded.",
      'You should read this durable power of attorney carefully. When effective, this durable power of attorney will give your agent the right to deal with property that you now have or might acquire in the future. The durable power of attorney is important to you. If you do not understand the durable power of attorney, or any provision of it, then you should obtain the assistance of an attorney or other qualified person.',
    ].join('\n\n'),
    placement: 'beginning',
    signer: null,
    typeface: 'bold',
  },
  {
    statute: 'Cal. Prob. Code § 4128(a)',
    heading: 'Notice to Person Accepting the Appointment as Attorney-in-Fact',
    text: [
      'By acting or agreeing to act as the agent (attorney-in-fact) under this power of attorney you assume the fiduciary and other legal responsibilities of an agent. These responsibilities include:',
      '1. The legal duty to act solely in the interest of the principal and to avoid conflicts of interest.',
      "2. The legal duty to keep the principal's property separate and distinct from any other property owned or controlled by you.",
      "You may not transfer the principal's property to yourself without full and adequate consideration or accept a gift of the principal's property unless this power of attorney specifically authorizes you to transfer property to yourself or accept a gift of the principal's property. If you transfer the principal's property to yourself without specific authorization in the power of attorney, you may be prosecuted for fraud and/or embezzlement. If the principal is 65 years of age or older at the time that the property is transferred to you without authority, you may also be prosecuted for elder abuse under Penal Code Section 368. In addition to criminal prosecution, you may also be sued in civil court.",
      'I have read the foregoing notice and I understand the legal and fiduciary duties that I assume by acting or agreeing to act as the agent (attorney-in-fact) under the terms of this power of attorney.',
    ].join('\n\n'),
    placement: 'end',
    signer: 'agent',
    typeface: 'bold',
  },
];

/** Where Pennsylvania's § 5601, with the notice and acknowledgment below, was read. */
const PENNSYLVANIA_5601_COPY =
  'https://law.justia.com/codes/pennsylvania/title-20/chapter-56/section-5601/';

/**
 * 20 Pa.C.S. § 5601(c) and (d) as amended by Act 95 of 2014 (in force since 2015-01-01): the
 * notice every power of attorney carries "in capital letters at the beginning", signed by the
 * principal (without it, an agent whose authority is challenged bears the burden of showing it is
 * proper), and the acknowledgment each agent must execute and affix before acting "in
 * substantially the following form". Headings are the subsections' captions. Read on 2026-11-25
 * in Justia's copy of § 5601 (as amended through Act 103 of 2016), not at palegis.us: counsel
 * compares the words there (docs/legal/dfpoa-execution.md).
 */
export const PENNSYLVANIA_5601_NOTICES: readonly RequiredNotice[] = [
  {
    statute: '20 Pa.C.S. § 5601(c)',
    heading: 'Notice',
    text: [
      'The purpose of this power of attorney is to give the person you designate (your "agent") broad powers to handle your property, which may include powers to sell or otherwise dispose of any real or personal property without advance notice to you or approval by you.',
      'This power of attorney does not impose a duty on your agent to exercise granted powers, but, when powers are exercised, your agent must use due care to act for your benefit and in accordance with this power of attorney.',
      "Your agent may exercise the powers given here throughout your lifetime, even after you become incapacitated, unless you expressly limit the duration of these powers or you revoke these powers or a court acting on your behalf terminates your agent's authority.",
      'Your agent must act in accordance with your reasonable expectations to the extent actually known by your agent and, otherwise, in your best interest, act in good faith and act only within the scope of authority granted by you in the power of attorney.',
      'The law permits you, if you choose, to grant broad authority to an agent under power of attorney, including the ability to give away all of your property while you are alive or to substantially change how your property is distributed at your death. Before signing this document, you should seek the advice of an attorney at law to make sure you understand it.',
      'A court can take away the powers of your agent if it finds your agent is not acting properly.',
      'The powers and duties of an agent under a power of attorney are explained more fully in 20 Pa.C.S. Ch. 56.',
      'If there is anything about this form that you do not understand, you should ask a lawyer of your own choosing to explain it to you.',
      'I have read or had explained to me this notice and I understand its contents.',
    ].join('\n\n'),
    placement: 'beginning',
    signer: 'principal',
    typeface: 'capitals',
  },
  {
    statute: '20 Pa.C.S. § 5601(d)',
    heading: 'Acknowledgment executed by agent',
    text: [
      'I, ______, have read the attached power of attorney and am the person identified as the agent for the principal. I hereby acknowledge that when I act as agent:',
      "I shall act in accordance with the principal's reasonable expectations to the extent actually known by me and, otherwise, in the principal's best interest, act in good faith and act only within the scope of authority granted to me by the principal in the power of attorney.",
    ].join('\n\n'),
    placement: 'end',
    signer: 'agent',
    typeface: 'capitals',
  },
];

export const DFPOA_STATE_RULES: Readonly<Record<UsStateCode, DfpoaStateRule>> = {
  AL: rule('Ala. Code § 26-1A-105: signed before a notary, who takes the acknowledgment', 0, {
    source: 'https://alison.legislature.state.al.us/code-of-alabama?section=26-1A-105',
    readAt: 'https://legaltemplates.net/form/power-of-attorney/alabama-al/',
    witnessExclusions: [],
    notary: 'required',
    uniformAct: act('Ala. Code title 26, chapter 1A', 'Ala. Code § 26-1A-'),
    courtAppointee: GUARDIAN_CONSERVATOR,
  }),
  AK: rule('Alaska Stat. § 13.26.600: signed and acknowledged before a notary', 0, {
    source: 'https://www.akleg.gov/basis/statutes.asp#13.26.600',
    readAt: `${EZEL}alaska`,
    witnessExclusions: [],
    notary: 'required',
    uniformAct: null,
    courtAppointee: GUARDIAN_CONSERVATOR,
  }),
  AZ: rule(
    'A.R.S. § 14-5501(D): one witness, not the agent, the agent’s spouse or child or the notary, and the notary’s acknowledgment with the witness’s affidavit',
    1,
    {
      source: 'https://www.azleg.gov/ars/14/05501.htm',
      readAt: `${EZEL}arizona`,
      witnessExclusions: ['agent', 'spouse-of-agent', 'notary'],
      moreWitnessExclusions: 'a child of an agent named in the document',
      notary: 'required',
      uniformAct: null,
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  AR: rule(
    'Ark. Code § 28-68-105: signed; a signature acknowledged before a notary is presumed genuine',
    0,
    {
      source: 'https://www.arkleg.state.ar.us/',
      readAt: `${EZEL}arkansas`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: act('Ark. Code title 28, chapter 68', 'Ark. Code § 28-68-'),
      courtAppointee: GUARDIAN_OF_ESTATE,
    },
  ),
  CA: rule(
    'Cal. Prob. Code § 4121: dated, and acknowledged before a notary or signed by two witnesses who are not the attorney-in-fact (§ 4122); this document takes the notary; § 4128 notice',
    0,
    {
      source:
        'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=4121',
      readAt:
        'http://elderabuseadvocate.blogspot.com/2009/06/california-codes-probate-code-section.html',
      witnessExclusions: [],
      notary: 'required',
      uniformAct: null,
      courtAppointee: { person: 'conservator of the person', estate: 'conservator of the estate' },
      requiredNotices: CALIFORNIA_4128_NOTICES,
    },
  ),
  CO: rule(
    'C.R.S. § 15-14-705: signed; a signature acknowledged before a notary is presumed genuine',
    0,
    {
      source: 'https://leg.colorado.gov/colorado-revised-statutes',
      readAt:
        'https://law.justia.com/codes/colorado/2021/title-15/article-14/part-7/section-15-14-705/',
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: renumbered('C.R.S. title 15, article 14, part 7', 'C.R.S. § 15-14-701 et seq.'),
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  CT: rule(
    'Conn. Gen. Stat. § 1-350d: dated and signed before two witnesses; a signature acknowledged before a notary is presumed genuine',
    2,
    {
      source: 'https://www.cga.ct.gov/current/pub/chap_015c.htm',
      readAt: `${EZEL}connecticut`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: renumbered('Conn. Gen. Stat. chapter 15c', 'Conn. Gen. Stat. § 1-350 et seq.'),
      courtAppointee: { person: 'conservator of the person', estate: 'conservator of the estate' },
    },
  ),
  DE: rule(
    '12 Del. C. § 49A-105: signed before a notary and one adult witness who is not related to the principal or entitled to the estate; the form names a single agent',
    1,
    {
      source: 'https://delcode.delaware.gov/title12/c049a/sc01/index.html',
      readAt:
        'https://casetext.com/statute/delaware-code/title-12-decedents-estates-and-fiduciary-relations/part-v-fiduciary-relations/chapter-49a-durable-personal-powers-of-attorney-act/subchapter-i-general-provisions/section-49a-105-execution-of-personal-power-of-attorney',
      witnessExclusions: ['relative', 'entitled-to-estate'],
      moreWitnessExclusions: 'someone who would receive anything under your trust',
      notary: 'required',
      uniformAct: null,
      courtAppointee: GUARDIAN_OF_PROPERTY,
      noCoagents: true,
    },
  ),
  DC: rule('D.C. Code § 21-2601.05: not valid unless acknowledged before a notary; no witness', 0, {
    source: 'https://code.dccouncil.gov/us/dc/council/code/sections/21-2601.05',
    readAt: `${EZEL}district-of-columbia`,
    witnessExclusions: [],
    notary: 'required',
    uniformAct: renumbered('D.C. Code title 21, chapter 26', 'D.C. Code § 21-2601.01 et seq.'),
    courtAppointee: GUARDIAN_CONSERVATOR,
  }),
  FL: rule(
    'Fla. Stat. § 709.2105(2): signed before two subscribing witnesses and acknowledged before a notary',
    2,
    {
      source: 'https://www.flsenate.gov/Laws/Statutes/2025/709.2105',
      readAt: 'https://lawserver.com/law/state/florida/regulations/florida_statutes_709-2105',
      witnessExclusions: [],
      notary: 'required',
      uniformAct: null,
      courtAppointee: GUARDIAN_OF_PROPERTY,
    },
  ),
  GA: rule(
    'O.C.G.A. § 10-6B-5: attested by one competent witness, who is not an agent, and by a notary; § 10-6B-12 compensation',
    1,
    {
      source: 'https://www.legis.ga.gov/',
      readAt: `${EZEL}georgia`,
      witnessExclusions: ['agent', 'notary'],
      notary: 'required',
      uniformAct: renumbered('O.C.G.A. title 10, chapter 6B', 'O.C.G.A. § 10-6B-1 et seq.'),
      courtAppointee: GUARDIAN_CONSERVATOR,
      compensation: 'specific-amount-cleared',
    },
  ),
  HI: rule(
    'HRS § 551E-3: signed; a signature acknowledged before a notary is presumed genuine',
    0,
    {
      source:
        'https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0551E/HRS_0551E-0003.htm',
      readAt: `${EZEL}hawaii`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: renumbered('HRS chapter 551E', 'HRS § 551E-1 et seq.'),
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  ID: rule(
    'Idaho Code § 15-12-105: signed; a signature acknowledged before a notary is presumed genuine',
    0,
    {
      source: 'https://legislature.idaho.gov/statutesrules/idstat/title15/t15ch12/sect15-12-105/',
      readAt: `${EZEL}idaho`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: act('Idaho Code title 15, chapter 12', 'Idaho Code § 15-12-'),
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  IL: rule(
    '755 ILCS 45/3-3: statutory short form; § 3-3.6: one witness and a notary who is not the witness, neither of them the principal’s physician or care-facility operator, a relative of the principal or an agent, or an agent',
    1,
    {
      source: 'https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2113&ChapterID=60',
      readAt: 'https://www.nationalnotary.org/knowledge-center/news/law-updates/il-house-bill-6477',
      witnessExclusions: ['agent', 'notary'],
      moreWitnessExclusions:
        'your doctor or mental health provider, the owner or operator of a health care facility where you live, a relative of any of them, or a parent, brother, sister or descendant of you or of an agent (or the spouse of one of them)',
      notary: 'required',
      uniformAct: null,
      courtAppointee: GUARDIAN_OF_ESTATE,
      noCoagents: true,
      noEstateFiduciaryDelegationPowers: true,
      noGiftRecipients: true,
      noPersonalProfit: true,
    },
  ),
  IN: rule(
    'Ind. Code § 30-5-4-1(a)(4): signed before a notary, or before witnesses under §§ 30-5-4-1.3 to 1.9; this document takes the notary',
    0,
    {
      source: 'https://iga.in.gov/laws/2025/ic/titles/30#30-5-4-1',
      readAt:
        'https://casetext.com/statute/indiana-code/title-30-trusts-and-fiduciaries/article-5-powers-of-attorney/chapter-4-creation-of-a-power-of-attorney/section-30-5-4-1-validity-of-power-conditions',
      witnessExclusions: [],
      notary: 'required',
      uniformAct: null,
      courtAppointee: GUARDIAN_OF_ESTATE,
    },
  ),
  IA: rule(
    'Iowa Code § 633B.105: signed and acknowledged before a notary, who is not the agent',
    1,
    {
      source: 'https://www.legis.iowa.gov/docs/code/633B.105.pdf',
      readAt: `${EZEL}iowa`,
      witnessExclusions: ADVISED_AGAINST,
      notary: 'required',
      statuteWitnessCount: 0,
      beyondTheLaw: EVIDENCE_OF_FREE_WILL,
      uniformAct: act('Iowa Code chapter 633B', 'Iowa Code § 633B.'),
      courtAppointee: GUARDIAN_CONSERVATOR,
      compensation: 'cleared',
    },
  ),
  KS: rule('K.S.A. 58-652(a)(3): signed, dated and acknowledged before a notary', 0, {
    source: 'https://www.ksrevisor.gov/statutes/chapters/ch58/058_006_0052.html',
    readAt:
      'https://casetext.com/statute/kansas-statutes/chapter-58-personal-and-real-property/article-6-powers-and-letters-of-attorney/section-58-652-effectiveness-of-power-of-attorney-recording-revocation-attorney-in-fact',
    witnessExclusions: [],
    notary: 'required',
    uniformAct: null,
    courtAppointee: GUARDIAN_CONSERVATOR,
  }),
  KY: rule(
    'KRS 457.050 (as amended 2020): signed; a signature acknowledged before a notary is presumed genuine; no witness',
    0,
    {
      source: 'https://apps.legislature.ky.gov/law/statutes/',
      readAt: `${EZEL}kentucky`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: renumbered('KRS chapter 457', 'KRS 457.010 et seq.'),
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  LA: rule(
    'La. Civ. Code art. 2993: a mandate takes the form the law prescribes for the act it authorizes; selling or mortgaging immovables takes an authentic act, before a notary and two witnesses (art. 1833)',
    2,
    {
      source: 'https://legis.la.gov/legis/LawSearch.aspx',
      readAt: `${EZEL}louisiana`,
      witnessExclusions: [],
      notary: 'required',
      statuteWitnessCount: 0,
      beyondTheLaw:
        'Louisiana requires this form, an authentic act before a notary and two witnesses, before your agent can sell, mortgage or lease real estate for you (Civ. Code arts. 2993, 1833).',
      uniformAct: null,
      courtAppointee: { person: 'curator', estate: 'curator' },
    },
  ),
  ME: rule('18-C M.R.S. § 5-905: signed and acknowledged before a notary; notices required', 0, {
    source: 'https://legislature.maine.gov/statutes/18-C/title18-Csec5-905.html',
    readAt: `${EZEL}maine`,
    witnessExclusions: [],
    notary: 'required',
    uniformAct: renumbered('18-C M.R.S. article 5, part 9', '18-C M.R.S. § 5-901 et seq.'),
    courtAppointee: GUARDIAN_CONSERVATOR,
    requiredNoticePending:
      '18-C M.R.S. § 5-905(2): a durable power of attorney carries the statutory notices to the principal and to the agent. Their words under Title 18-C were not found in any copy on 2026-11-25; older forms print the Title 18-A notices, which cite the repealed title and are not the current text.',
  }),
  MD: rule(
    'Md. Code, Est. & Trusts § 17-110: acknowledged before a notary and attested by two adult witnesses, of whom the notary may be one unless the notary acts for a remotely located principal (§ 17-110(b))',
    2,
    {
      source: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=get&section=17-110',
      witnessExclusions: [],
      notary: 'required',
      uniformAct: null,
      courtAppointee: GUARDIAN_OF_PROPERTY,
    },
  ),
  MA: rule(
    'M.G.L. c. 190B § 5-501: a writing with the durability words; a power to convey real estate is acknowledged to be recorded (c. 183, § 32)',
    0,
    {
      source:
        'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleII/Chapter190B/ArticleV/Section5-501',
      readAt: `${EZEL}massachusetts`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: null,
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  MI: rule(
    'MCL 556.205(2): to be durable, acknowledged before a notary or signed before two witnesses who are not agents; this document takes the notary',
    0,
    {
      source: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-556-205',
      readAt:
        'https://casetext.com/statute/michigan-compiled-laws/chapter-556-powers-of-appointment/uniform-power-of-attorney-act/article-1-general-provisions/section-556205-execution-of-power-of-attorney-requirements',
      witnessExclusions: [],
      notary: 'required',
      uniformAct: renumbered('MCL 556.201 et seq. (2023 PA 187)', 'MCL 556.201 et seq.'),
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  MN: rule('Minn. Stat. § 523.23: statutory short form, acknowledged before a notary', 0, {
    source: 'https://www.revisor.mn.gov/statutes/cite/523.23',
    readAt: `${EZEL}minnesota`,
    witnessExclusions: [],
    notary: 'required',
    uniformAct: null,
    courtAppointee: GUARDIAN_CONSERVATOR,
    noEstateFiduciaryDelegationPowers: true,
    noGiftRecipients: true,
    noPersonalProfit: true,
    noRevocationOrGuardians: true,
  }),
  MS: rule(
    'Miss. Code §§ 87-3-101 to 87-3-113 (Uniform Durable Power of Attorney Act): a writing with the durability words; acknowledgment is needed to record it',
    0,
    {
      source: 'https://www.legislature.ms.gov/',
      readAt: 'https://esign.com/power-of-attorney/ms/durable/',
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: null,
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  MO: rule(
    'R.S.Mo. § 404.705.1(3): subscribed, dated and acknowledged as a conveyance of real estate is',
    0,
    {
      source: 'https://revisor.mo.gov/main/OneSection.aspx?section=404.705',
      readAt: 'https://codes.findlaw.com/mo/title-xxvi-trade-and-commerce/mo-rev-st-404-705/',
      witnessExclusions: [],
      notary: 'required',
      uniformAct: null,
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  MT: rule(
    'Mont. Code § 72-31-305: signed; a signature acknowledged before a notary is presumed genuine; § 7-4-2636 recording margins',
    0,
    {
      source:
        'https://leg.mt.gov/bills/mca/title_0720/chapter_0310/part_0030/section_0050/0720-0310-0030-0050.html',
      readAt: `${EZEL}montana`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: renumbered(
        'Mont. Code title 72, chapter 31, part 3',
        'Mont. Code § 72-31-301 et seq.',
      ),
      courtAppointee: GUARDIAN_CONSERVATOR,
      compensation: 'specific-amount-cleared',
      recordingTopMargin: 1,
    },
  ),
  NE: rule('Neb. Rev. Stat. § 30-4005: signed before a notary, who takes the acknowledgment', 2, {
    source: 'https://nebraskalegislature.gov/laws/statutes.php?statute=30-4005',
    readAt: 'https://opendocs.com/power-of-attorneys/ne/nebraska-durable-power-of-attorney/',
    witnessExclusions: ADVISED_AGAINST,
    notary: 'required',
    statuteWitnessCount: 0,
    beyondTheLaw: EVIDENCE_OF_FREE_WILL,
    uniformAct: renumbered(
      'Neb. Rev. Stat. §§ 30-4001 to 30-4045',
      'Neb. Rev. Stat. § 30-4001 et seq.',
    ),
    courtAppointee: GUARDIAN_CONSERVATOR,
  }),
  NV: rule(
    'NRS 162A.220: signed before a notary; a principal living in a hospital, assisted living or skilled nursing facility attaches a certificate of competency',
    0,
    {
      source: 'https://www.leg.state.nv.us/NRS/NRS-162A.html#NRS162ASec220',
      readAt: 'https://www.leg.state.nv.us/division/legal/lawlibrary/NRS/NRS-162A.html',
      witnessExclusions: [],
      notary: 'required',
      uniformAct: renumbered('NRS 162A.200 to 162A.660', 'NRS 162A.200 et seq.'),
      courtAppointee: GUARDIAN_OF_ESTATE,
      noPersonalProfit: true,
    },
  ),
  NH: rule(
    'RSA 564-E:105(a): a general power of attorney is signed, acknowledged before a notary and carries the signed disclosure statement',
    0,
    {
      source: 'https://gencourt.state.nh.us/rsa/html/LVI/564-E/564-E-105.htm',
      readAt:
        'https://lawserver.com/law/state/new-hampshire/nh-statutes/new_hampshire_revised_statutes_564-e_105',
      witnessExclusions: [],
      notary: 'required',
      uniformAct: act('RSA chapter 564-E', 'RSA 564-E:'),
      courtAppointee: GUARDIAN_OF_ESTATE,
      requiredNoticePending:
        'RSA 564-E:105(a)(2): the disclosure statement "Information concerning the power of attorney", signed by the principal (not electronically) and affixed to a general power of attorney; RSA 564-E:113(a): before acting, each agent signs (not electronically) and affixes an acknowledgment. Only the first part of each was read on 2026-11-25 (lawserver.com copies, cut off mid-sentence), so neither is printed.',
    },
  ),
  NJ: rule(
    'N.J.S.A. 46:2B-8.9: in writing, signed and acknowledged as R.S. 46:14-2.1 provides',
    0,
    {
      source: 'https://www.njleg.state.nj.us/',
      readAt: `${EZEL}new-jersey`,
      witnessExclusions: [],
      notary: 'required',
      uniformAct: null,
      courtAppointee: GUARDIAN_OF_ESTATE,
    },
  ),
  NM: rule(
    'NMSA 1978 § 45-5B-105: signed; a signature acknowledged before a notary is presumed genuine; a power to convey real estate is acknowledged to be recorded (§ 47-1-7)',
    0,
    {
      source: 'https://nmonesource.com/',
      readAt: `${EZEL}new-mexico`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: act('NMSA 1978 chapter 45, article 5B', 'NMSA 1978 § 45-5B-'),
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  NY: rule(
    'N.Y. Gen. Oblig. Law § 5-1501B: acknowledged before a notary and signed by two witnesses who are not agents or gift recipients named in it, of whom the notary may be one; § 5-1509 monitor',
    2,
    {
      source: 'https://www.nysenate.gov/legislation/laws/GOB/5-1501B',
      readAt: 'https://nysba.org/new-yorks-new-power-of-attorney-law-an-update/',
      witnessExclusions: ['agent', 'beneficiary'],
      notary: 'required',
      uniformAct: null,
      courtAppointee: {
        person: 'guardian for personal needs',
        estate: 'guardian for property management',
      },
      allowsHealthcareBillsPower: true,
      compensation: 'cleared',
      allowsMonitor: true,
    },
  ),
  NC: rule(
    'N.C.G.S. § 32C-1-105: signed before a notary, who takes the acknowledgment; § 161-14 recording margins',
    0,
    {
      source:
        'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_32C/GS_32C-1-105.html',
      readAt: `${EZEL}north-carolina`,
      witnessExclusions: [],
      notary: 'required',
      uniformAct: act('N.C.G.S. chapter 32C', 'N.C.G.S. § 32C-2-'),
      courtAppointee: GUARDIAN_OF_ESTATE,
      recordingTopMargin: 1,
    },
  ),
  ND: rule(
    'N.D.C.C. § 30.1-30-01: a writing with the durability words; acknowledgment is needed to record it (§ 47-19-03)',
    0,
    {
      source: 'https://ndlegis.gov/cencode/t30-1c30.pdf',
      readAt: `${EZEL}north-dakota`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: null,
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  OH: rule(
    'R.C. 1337.25: signed; a signature acknowledged before a notary is presumed genuine; a power used for a deed, mortgage, land contract or lease is acknowledged and recorded first (R.C. 1337.04)',
    0,
    {
      source: 'https://codes.ohio.gov/ohio-revised-code/section-1337.25',
      readAt: `${EZEL}ohio`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: renumbered('R.C. 1337.21 to 1337.64', 'R.C. 1337.21 et seq.'),
      courtAppointee: GUARDIAN_OF_ESTATE,
    },
  ),
  OK: rule(
    '58 O.S. § 3005: signed; a signature acknowledged before a notary is presumed genuine',
    2,
    {
      source: 'https://www.oscn.net/applications/oscn/index.asp?ftdb=STOKST58',
      readAt: `${EZEL}oklahoma`,
      witnessExclusions: ADVISED_AGAINST,
      notary: 'recommended',
      statuteWitnessCount: 0,
      beyondTheLaw:
        'Oklahoma’s execution form asked for two witnesses until its Uniform Act of 2021, and witnesses who watched you sign are extra evidence that you signed of your own free will.',
      uniformAct: renumbered('58 O.S. §§ 3001 to 3045', '58 O.S. § 3001 et seq.'),
      courtAppointee: GUARDIAN_OF_PROPERTY,
    },
  ),
  OR: rule(
    'ORS 127.005: a power of attorney in writing; a power to convey real estate is acknowledged to be recorded',
    0,
    {
      source: 'https://www.oregonlegislature.gov/bills_laws/ors/ors127.html',
      readAt: `${EZEL}oregon`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: null,
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  PA: rule(
    '20 Pa.C.S. § 5601(b): dated, signed, acknowledged before a notary and witnessed by two adults who are not the agent, the notary or the person signing for the principal; notice § 5601(c), agent’s acknowledgment § 5601(d)',
    2,
    {
      source:
        'https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=20&div=0&chpt=56&sctn=1&subsctn=0',
      readAt: PENNSYLVANIA_5601_COPY,
      unverified:
        'Read in Justia’s copy of § 5601, not at the legislature’s page: compare the notice (c) and the agent’s acknowledgment (d) word for word there, and whether the official text prints a heading over the notice and captions under its signature lines.',
      witnessExclusions: ['agent', 'notary', 'signer-for-the-person'],
      notary: 'required',
      uniformAct: null,
      courtAppointee: GUARDIAN_OF_ESTATE,
      requiredNotices: PENNSYLVANIA_5601_NOTICES,
    },
  ),
  RI: rule('R.I. Gen. Laws § 18-16-2: statutory short form, acknowledged before a notary', 0, {
    source: 'https://webserver.rilegislature.gov/Statutes/TITLE18/18-16/18-16-2.htm',
    readAt: 'https://www.docdraft.ai/legal-document/durable-power-of-attorney/rhode-island',
    witnessExclusions: [],
    notary: 'required',
    uniformAct: null,
    courtAppointee: GUARDIAN_OF_ESTATE,
  }),
  SC: rule(
    'S.C. Code § 62-8-105: signed, attested by two witnesses as a will is (§ 62-2-502), and acknowledged or proved; § 30-5-40 recording margins',
    2,
    {
      source: 'https://www.scstatehouse.gov/code/t62c008.php',
      readAt: `${EZEL}south-carolina`,
      witnessExclusions: [],
      notary: 'required',
      uniformAct: act('S.C. Code title 62, article 8', 'S.C. Code § 62-8-'),
      courtAppointee: GUARDIAN_CONSERVATOR,
      recordingTopMargin: 3,
    },
  ),
  SD: rule('SDCL § 59-12-4: signed and acknowledged before a notary', 0, {
    source: 'https://sdlegislature.gov/Statutes/59-12-4',
    readAt: `${EZEL}south-dakota`,
    witnessExclusions: [],
    notary: 'required',
    uniformAct: renumbered('SDCL chapter 59-12', 'SDCL § 59-12-1 et seq.'),
    courtAppointee: GUARDIAN_CONSERVATOR,
  }),
  TN: rule(
    'Tenn. Code § 34-6-102: a writing with the durability words; registering it takes an acknowledgment or two witnesses (§ 66-22-101)',
    0,
    {
      source: 'https://www.capitol.tn.gov/',
      readAt: `${EZEL}tennessee`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: null,
      courtAppointee: { person: 'conservator', estate: 'conservator' },
    },
  ),
  TX: rule('Tex. Est. Code § 751.0021: signed and acknowledged before a notary', 0, {
    source: 'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.751.htm#751.0021',
    readAt: `${EZEL}texas`,
    witnessExclusions: [],
    notary: 'required',
    uniformAct: null,
    courtAppointee: GUARDIAN_OF_ESTATE,
    noEstateFiduciaryDelegationPowers: true,
  }),
  UT: rule(
    'Utah Code § 75A-2-105 (formerly § 75-9-105): signed before a notary, who takes the acknowledgment',
    1,
    {
      source: 'https://le.utah.gov/xcode/Title75A/Chapter2/75A-2-S105.html',
      readAt: 'https://lawserver.com/law/state/utah/ut-code/utah_code_75a-2-105',
      witnessExclusions: ADVISED_AGAINST,
      notary: 'required',
      statuteWitnessCount: 0,
      beyondTheLaw: EVIDENCE_OF_FREE_WILL,
      uniformAct: act('Utah Code title 75A, chapter 2', 'Utah Code § 75A-2-'),
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  VT: rule(
    '14 V.S.A. § 4005 (2023, No. 60): signed and acknowledged before a notary; no witness',
    0,
    {
      source: 'https://legislature.vermont.gov/statutes/section/14/127/04005',
      readAt: 'http://www.nationalnotary.org/knowledge-center/news/law-updates/vt-house-bill-227',
      witnessExclusions: [],
      notary: 'required',
      uniformAct: renumbered('14 V.S.A. chapter 127', '14 V.S.A. § 4001 et seq.'),
      courtAppointee: { person: 'guardian', estate: 'guardian' },
      compensation: 'specific-amount-cleared',
    },
  ),
  VA: rule(
    'Va. Code § 64.2-1603: signed; a signature acknowledged before a notary is presumed genuine, and acknowledgment makes it recordable (§ 55.1-600)',
    0,
    {
      source: 'https://law.lis.virginia.gov/vacode/title64.2/chapter16/section64.2-1603/',
      readAt: `${EZEL}virginia`,
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: renumbered('Va. Code title 64.2, chapter 16', 'Va. Code § 64.2-1600 et seq.'),
      courtAppointee: GUARDIAN_CONSERVATOR,
    },
  ),
  WA: rule(
    'RCW 11.125.050: signed and dated, and acknowledged before a notary or attested by two witnesses who are not care providers or relatives of the principal or agent; this document takes the notary; RCW 65.04.045 recording margins',
    0,
    {
      source: 'https://app.leg.wa.gov/RCW/default.aspx?cite=11.125.050',
      readAt:
        'https://instalawyer.io/laws/revised-code-of-washington/11125050-power-of-attorney-requirements',
      witnessExclusions: [],
      notary: 'required',
      uniformAct: renumbered('RCW chapter 11.125', 'RCW 11.125.010 et seq.'),
      courtAppointee: GUARDIAN_CONSERVATOR,
      recordingTopMargin: 1,
    },
  ),
  WV: rule('W. Va. Code § 39B-1-105: signed and acknowledged before a notary', 0, {
    source: 'https://code.wvlegislature.gov/39B-1-105/',
    witnessExclusions: [],
    notary: 'required',
    uniformAct: renumbered('W. Va. Code chapter 39B', 'W. Va. Code § 39B-1-101 et seq.'),
    courtAppointee: GUARDIAN_CONSERVATOR,
  }),
  WI: rule(
    'Wis. Stat. § 244.05: signed; a signature acknowledged before a notarial officer is presumed genuine',
    0,
    {
      source: 'https://docs.legis.wisconsin.gov/statutes/statutes/244/i/05',
      readAt: 'https://docs-preview.legis.wisconsin.gov/statutes/statutes/244/i/05/3/k/3',
      witnessExclusions: [],
      notary: 'recommended',
      uniformAct: renumbered('Wis. Stat. chapter 244', 'Wis. Stat. § 244.01 et seq.'),
      courtAppointee: GUARDIAN_OF_ESTATE,
    },
  ),
  WY: rule('Wyo. Stat. § 3-9-105: signed and acknowledged before a notary', 0, {
    source: 'https://wyoleg.gov/statutes/compress/title03.pdf',
    readAt: 'https://eforms.com/power-of-attorney/wy/wyoming-durable-power-of-attorney/',
    witnessExclusions: [],
    notary: 'required',
    uniformAct: act('W.S. title 3, chapter 9', 'W.S. § 3-9-'),
    courtAppointee: GUARDIAN_CONSERVATOR,
  }),
};

/** topMarginSize when the state asks for nothing else (documents.md 3.3, 5.5). */
export const DEFAULT_TOP_MARGIN_SIZE = 1;

/** The rules of a state, or none for a state outside the table (no rule applies). */
export const dfpoaStateRule = (state: string | null | undefined): DfpoaStateRule | null =>
  state && Object.hasOwn(DFPOA_STATE_RULES, state) ? DFPOA_STATE_RULES[state as UsStateCode] : null;

/** The power of attorney with the state's rules applied (documents.md 5.5). */
export const applyDfpoaStateRules = (dfpoa: Dfpoa, state: string | null | undefined): Dfpoa => {
  const stateRule = dfpoaStateRule(state);
  if (!stateRule) return dfpoa;
  const next: Dfpoa = {
    ...dfpoa,
    witnessCount: stateRule.witnessCount,
    selfGiftPowers: { ...dfpoa.selfGiftPowers },
    canPersonallyProfit: { ...dfpoa.canPersonallyProfit },
    commonAgentPowers: { ...dfpoa.commonAgentPowers },
  };
  if (stateRule.noCoagents) {
    next.hasCoagent = false;
    next.agentsAreIndependent = null;
    next.selfGiftPowers.coagent = null;
    next.selfGiftPowers.coagent_limit = null;
    next.canPersonallyProfit.coagent = null;
  }
  if (!stateRule.allowsHealthcareBillsPower)
    delete next.commonAgentPowers.has_healthcare_bills_power;
  if (stateRule.noEstateFiduciaryDelegationPowers) {
    delete next.commonAgentPowers.has_estate_power;
    delete next.commonAgentPowers.has_fiduciary_power;
    delete next.commonAgentPowers.has_delegation_power;
  }
  if (stateRule.noGiftRecipients) {
    next.giftRecipientType = null;
    next.giftRecipientList = [];
    next.giftRecipientAmountType = null;
    next.giftRecipientAmountLimit = null;
  }
  if (stateRule.noPersonalProfit)
    next.canPersonallyProfit = {
      agent: null,
      coagent: null,
      successor: null,
      second_successor: null,
    };
  if (
    stateRule.compensation === 'cleared' ||
    (stateRule.compensation === 'specific-amount-cleared' &&
      next.agentCompensationType === 'SPECIFIC_AMOUNT')
  ) {
    next.agentCompensationType = null;
    next.agentCompensationAmount = null;
  }
  if (!stateRule.allowsMonitor) next.hasMonitor = false;
  if (stateRule.noRevocationOrGuardians) {
    next.revokeExistingDocuments = null;
    next.hasEstateGuardian = null;
    next.hasPersonGuardian = null;
  }
  if (stateRule.recordingTopMargin === undefined) next.topMarginSize = DEFAULT_TOP_MARGIN_SIZE;
  else if (dfpoa.topMarginSize === DEFAULT_TOP_MARGIN_SIZE)
    next.topMarginSize = stateRule.recordingTopMargin;
  return next;
};

/** Which optional steps of the wizard a state shows (documents.md 5.5). */
export const dfpoaStateSteps = (
  dfpoa: Pick<Dfpoa, 'commonAgentPowers'>,
  state: string | null | undefined,
): { readonly witnesses: boolean; readonly marginSize: boolean } => {
  const stateRule = dfpoaStateRule(state);
  return {
    witnesses: (stateRule?.witnessCount ?? 0) > 0,
    marginSize:
      stateRule?.recordingTopMargin !== undefined &&
      dfpoa.commonAgentPowers.has_real_estate_management_power === true,
  };
};

import {
  AHCD_EXECUTION_RULES,
  fullNameToString,
  jurisdictionName,
  type Ahcd,
  type NamedPerson,
} from '@bequest/domain';
import type { RenderedPerson } from '@bequest/application';
import {
  articles as numberedArticles,
  footerWithInitials,
  notaryAcknowledgment,
  signatureLine,
  witnessSignatures,
  type Content,
  letterDocument,
  residenceOf,
} from '../legal-text';
import type { PdfDefinition } from '../render-pdf';

const contactOf = (person: NamedPerson): string =>
  [
    `${fullNameToString(person.fullName)}${person.relationship ? ` (${person.relationship})` : ''}`,
    person.address,
    person.phone && `telephone ${person.phone}`,
    person.email && `e-mail ${person.email}`,
  ]
    .filter(Boolean)
    .join(', ');

const listed = (items: readonly string[]) => items.map((item) => `• ${item}`).join('\n');

const PROLONGATION = {
  PROLONG:
    'I want my life to be prolonged as long as possible within the limits of generally accepted health care standards.',
  LIMIT:
    'I do not want my life to be prolonged if (1) I have an incurable and irreversible condition that will result in my death within a relatively short time, (2) I become unconscious and, to a reasonable degree of medical certainty, will not regain consciousness, or (3) the likely risks and burdens of treatment would outweigh the expected benefits.',
  AGENT_DECIDES:
    'I want my agent to decide whether my life should be prolonged, guided by the values I have written in this directive.',
} as const;
const NUTRITION = {
  YES: 'I want artificial nutrition and hydration (food and water through a tube or vein).',
  NO: 'I do not want artificial nutrition and hydration if my condition is as described above.',
  AGENT_DECIDES: 'I want my agent to decide about artificial nutrition and hydration.',
} as const;
const AUTOPSY = {
  YES: 'I consent to an autopsy after my death.',
  NO: 'I do not want an autopsy after my death unless the law requires one.',
  AGENT_DECIDES: 'My agent may decide whether an autopsy is performed after my death.',
} as const;
const LOCATION = {
  HOME: 'If possible, I wish to spend my last days at home.',
  HOSPITAL: 'I wish to spend my last days in a hospital.',
  HOSPICE: 'I wish to spend my last days in hospice care.',
  NO_PREFERENCE: null,
} as const;
const DONATION_USES = {
  TRANSPLANT: 'transplant',
  THERAPY: 'therapy',
  RESEARCH: 'research',
  EDUCATION: 'education',
} as Record<string, string>;

/**
 * The Advance Health Care Directive (documents.md 2.4; DECISIONS.md "Documents"): the power of
 * attorney for health care, the person's values and instructions, the provisions, a HIPAA
 * authorisation, and the signing block of the state's rule; Utah's acknowledgements for UT.
 */
export const ahcdDocument = (ahcd: Ahcd, declarant: RenderedPerson): PdfDefinition =>
  letterDocument(
    `Advance Health Care Directive of ${fullNameToString(declarant.fullName)}`,
    footerWithInitials('Declarant'),
    ahcdContent(ahcd, declarant),
  );

const ahcdContent = (ahcd: Ahcd, declarant: RenderedPerson): Content[] => {
  const name = fullNameToString(declarant.fullName);
  const jurisdiction = jurisdictionName(declarant.state);
  const residence = residenceOf(declarant);
  const { add, content } = numberedArticles();

  const agents = [ahcd.primaryAgent, ahcd.alternateAgent, ahcd.alternateAgent2];
  const [agent, first, second] = agents;
  add('Health care agent', [
    agent
      ? `I designate ${contactOf(agent)} as my agent to make health care decisions for me.`
      : 'I do not designate an agent; the instructions in this directive guide those who care for me.',
    ...(first
      ? [
          `If my agent is not willing, able or reasonably available to make a health care decision for me, I designate ${contactOf(first)} as my first alternate agent.`,
        ]
      : []),
    ...(second
      ? [
          `If neither of them is willing, able or reasonably available, I designate ${contactOf(second)} as my second alternate agent.`,
        ]
      : []),
    ...(ahcd.prohibitedAgents.length > 0
      ? [
          `I do not want any of the following people to make health care decisions for me: ${ahcd.prohibitedAgents.join(', ')}.`,
        ]
      : []),
  ]);

  const powers = [
    'My agent may make every health care decision for me that I could make myself, including to consent, refuse or withdraw consent to any care, treatment, service or procedure, to choose and discharge health care providers and institutions, and to direct the giving or withholding of artificial nutrition and hydration and every other form of health care.',
    'My agent’s authority begins when my primary physician determines that I am unable to make my own health care decisions, unless I mark otherwise here: ______.',
    ...(ahcd.agentPowers.length > 0
      ? [`In particular, my agent may:\n${listed(ahcd.agentPowers)}`]
      : []),
    ...(ahcd.specificPowers
      ? [`My agent’s authority is limited as follows: ${ahcd.specificPowers}`]
      : []),
    ...(ahcd.hasMedRecordPower === false
      ? []
      : [
          'My agent may request, review and receive my medical records and consent to their disclosure.',
        ]),
    ...(ahcd.hasAssistedLivingPower
      ? ['My agent may admit me to an assisted-living facility, nursing home or similar facility.']
      : []),
    ...(ahcd.hasMedicalTrialsPower
      ? ['My agent may consent to my taking part in medical research or clinical trials.']
      : []),
    ...(ahcd.hasOrganDonationPower
      ? ['My agent may make anatomical gifts of my body or its parts after my death.']
      : []),
  ];
  add('Powers of my agent', powers);

  if (declarant.state === 'UT')
    add('Utah acknowledgements', [
      `${ahcd.utahPowersAcknowledged ? '[X]' : '[  ]'} I understand that my agent will be able to make the health care decisions described above for me, including decisions to withhold or withdraw life-sustaining care (Utah Code § 75-2a-117, Part II).`,
      `${ahcd.utahLimitsAcknowledged ? '[X]' : '[  ]'} I understand the limits I have placed on my agent’s authority, and that my agent must follow my instructions and my values when deciding for me.`,
    ]);

  const values = [
    ...(ahcd.lifeWorthLivingQualities.length > 0
      ? [`These things make my life worth living:\n${listed(ahcd.lifeWorthLivingQualities)}`]
      : []),
    ...(ahcd.onAGoodDay ? [`On a good day, I ${ahcd.onAGoodDay}`] : []),
  ];
  if (values.length > 0) add('My values', values);

  const wishes = [
    ...(ahcd.lifeProlongationChoice ? [PROLONGATION[ahcd.lifeProlongationChoice]] : []),
    ...(ahcd.termsOfLimitedCare ? [ahcd.termsOfLimitedCare] : []),
    ...(ahcd.termsOfProlongation ? [ahcd.termsOfProlongation] : []),
    ...(ahcd.lifeProlongingProcedures.length > 0
      ? [`I do not want these procedures:\n${listed(ahcd.lifeProlongingProcedures)}`]
      : []),
    ...(ahcd.artificialNutrition ? [NUTRITION[ahcd.artificialNutrition]] : []),
    'Whatever my condition, I want treatment to relieve pain and discomfort, even if it hastens my death.',
    ...(ahcd.comfortCareDetails.length > 0
      ? [`For my comfort:\n${listed(ahcd.comfortCareDetails)}`]
      : []),
    ...(ahcd.termsOfComfortCare ? [ahcd.termsOfComfortCare] : []),
    ...(ahcd.endOfLifeLocation ? [LOCATION[ahcd.endOfLifeLocation]] : []),
    ...(ahcd.mentalHealthcareWishes
      ? [`About my mental health care: ${ahcd.mentalHealthcareWishes}`]
      : []),
    ...(ahcd.wishesWhenPregnant ? [`If I am pregnant: ${ahcd.wishesWhenPregnant}`] : []),
  ].filter((line) => line !== null);
  add('Instructions for health care', wishes);

  const donation = ahcd.wantsOrganDonation
    ? [
        `Upon my death, I give ${
          ahcd.specificOrgansToDonate.length > 0
            ? `these organs, tissues or parts: ${ahcd.specificOrgansToDonate.join(', ')}`
            : 'any needed organs, tissues or parts'
        }${
          ahcd.organDonationPurpose.length > 0
            ? `, for ${ahcd.organDonationPurpose.map((use) => DONATION_USES[use] ?? use).join(', ')}`
            : ''
        }.`,
      ]
    : ahcd.wantsOrganDonation === false
      ? ['I do not wish to make an anatomical gift of my body or its parts.']
      : [];
  add('Other provisions', [
    ...(ahcd.autopsy ? [AUTOPSY[ahcd.autopsy]] : []),
    ...donation,
    ...(ahcd.miscellany ? [ahcd.miscellany] : []),
    'A copy of this directive has the same effect as the original. This directive revokes any earlier advance health care directive or health care power of attorney I have made.',
  ]);

  const providers = [
    ...(ahcd.primaryPhysician
      ? [`I designate ${contactOf(ahcd.primaryPhysician)} as my primary physician.`]
      : []),
    ...(ahcd.alternatePhysician
      ? [
          `If my primary physician is not willing, able or reasonably available, I designate ${contactOf(ahcd.alternatePhysician)}.`,
        ]
      : []),
    ...(ahcd.preferredHospital ? [`I prefer to be cared for at ${ahcd.preferredHospital}.`] : []),
  ];
  if (providers.length > 0) add('Primary physician', providers);

  const rule = AHCD_EXECUTION_RULES[declarant.state];
  const plural = rule.witnesses === 1 ? 'witness' : 'witnesses';
  const witnessing: Content[] = [
    { text: 'STATEMENT OF WITNESSES', style: 'article' },
    {
      text:
        (rule.formality === 'witnesses-or-notary'
          ? `Under the law of the ${jurisdiction}, this directive must be signed before ${rule.witnesses} adult ${plural} or acknowledged before a notary public. Complete one of the two blocks below.\n\n`
          : '') +
        `I declare under penalty of perjury that the person who signed this document is personally known to me or proved to me to be the declarant, signed it in my presence, and appears to be of sound mind and under no duress, fraud or undue influence. I am not the person appointed as agent by this document, I am not the declarant’s health care provider or an employee of that provider, and I am not entitled to any part of the declarant’s estate.`,
      style: 'paragraph',
    },
    ...witnessSignatures(rule.witnesses),
  ];
  const execution: Content[] =
    rule.formality === 'notary'
      ? notaryAcknowledgment(name, jurisdiction)
      : rule.formality === 'witnesses'
        ? witnessing
        : [...witnessing, ...notaryAcknowledgment(name, jurisdiction)];

  const hipaaAgents = [
    ...agents.flatMap((person) => (person ? [fullNameToString(person.fullName)] : [])),
    ...ahcd.hipaaAgents,
  ];
  const hipaa: Content[] = [
    { text: 'HIPAA AUTHORIZATION', style: 'title', pageBreak: 'before' },
    { text: `OF ${name.toUpperCase()}`, style: 'subtitle' },
    {
      text: `Under the Health Insurance Portability and Accountability Act of 1996 (45 C.F.R. § 164.508), I, ${name}, authorize every health care provider, health plan and other covered entity to disclose my individually identifiable health information, including records of mental health, substance use and HIV status, to the following people, so that they can help with my care and act under this directive: ${hipaaAgents.length > 0 ? hipaaAgents.join(', ') : '______________________'}.`,
      style: 'paragraph',
    },
    {
      text: 'This authorization takes effect now, whether or not I can make my own decisions, and ends two years after my death. I may revoke it in writing at any time. Information disclosed under it may be disclosed again by the person who receives it and may no longer be protected by federal privacy law. My treatment, payment, enrolment and eligibility for benefits do not depend on my signing it.',
      style: 'paragraph',
    },
    signatureLine(`${name}, signature and date`),
  ];

  return [
    { text: 'ADVANCE HEALTH CARE DIRECTIVE', style: 'title' },
    { text: `OF ${name.toUpperCase()}`, style: 'subtitle' },
    {
      text: `I, ${name}, of ${residence}, being of sound mind, make this advance health care directive willingly, to say who may decide about my health care when I cannot, and what care I want.`,
      style: 'paragraph',
    },
    ...content(),
    { text: 'SIGNATURE', style: 'article' },
    {
      text: `I sign this directive on ______________________, 20____, at ______________________, ${jurisdiction}.`,
      style: 'paragraph',
    },
    signatureLine(`${name}, Declarant`),
    ...execution,
    ...hipaa,
  ];
};

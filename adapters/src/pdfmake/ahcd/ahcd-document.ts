import {
  AHCD_EXECUTION_RULES,
  asksTermsOfLimitedCare,
  asksTermsOfProlongation,
  ahcdExecution,
  asSentence,
  fullNameToString,
  inSentence,
  jurisdictionName,
  listing,
  witnessExclusionDeclaration,
  type Ahcd,
  type NamedPerson,
  type WitnessExclusion,
} from '@bequest/domain';
import type { RenderedPerson } from '@bequest/application';
import {
  articles as numberedArticles,
  footerWithInitials,
  headed,
  keepTogether,
  notaryAcknowledgment,
  signatureLine,
  witnessBlocks,
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
 * authorization, and the signing block of the state's rule; Utah's acknowledgements for UT.
 */
export const ahcdDocument = (ahcd: Ahcd, declarant: RenderedPerson, date: Date): PdfDefinition =>
  letterDocument(
    `Advance Health Care Directive of ${fullNameToString(declarant.fullName)}`,
    date,
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
      ? [`My agent’s authority is limited as follows: ${asSentence(ahcd.specificPowers)}`]
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
    ...(ahcd.onAGoodDay ? [`On a good day, I ${asSentence(inSentence(ahcd.onAGoodDay))}`] : []),
  ];
  if (values.length > 0) add('My values', values);

  const wishes = [
    ...(ahcd.lifeProlongationChoice ? [PROLONGATION[ahcd.lifeProlongationChoice]] : []),
    ...(ahcd.termsOfLimitedCare && asksTermsOfLimitedCare(ahcd.lifeProlongationChoice)
      ? [asSentence(ahcd.termsOfLimitedCare)]
      : []),
    ...(ahcd.termsOfProlongation && asksTermsOfProlongation(ahcd.lifeProlongationChoice)
      ? [asSentence(ahcd.termsOfProlongation)]
      : []),
    ...(ahcd.lifeProlongingProcedures.length > 0
      ? [`I do not want these procedures:\n${listed(ahcd.lifeProlongingProcedures)}`]
      : []),
    ...(ahcd.artificialNutrition ? [NUTRITION[ahcd.artificialNutrition]] : []),
    'Whatever my condition, I want treatment to relieve pain and discomfort, even if it hastens my death.',
    ...(ahcd.comfortCareDetails.length > 0
      ? [`For my comfort:\n${listed(ahcd.comfortCareDetails)}`]
      : []),
    ...(ahcd.termsOfComfortCare ? [asSentence(ahcd.termsOfComfortCare)] : []),
    ...(ahcd.endOfLifeLocation ? [LOCATION[ahcd.endOfLifeLocation]] : []),
    ...(ahcd.mentalHealthcareWishes
      ? [`About my mental health care: ${asSentence(ahcd.mentalHealthcareWishes)}`]
      : []),
    ...(ahcd.wishesWhenPregnant
      ? [`If I am pregnant: ${asSentence(ahcd.wishesWhenPregnant)}`]
      : []),
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
    ...(ahcd.miscellany ? [asSentence(ahcd.miscellany)] : []),
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

  const execution = ahcdWitnessing(declarant, name);
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
      text: 'This authorization takes effect now, whether or not I can make my own decisions, and ends two years after my death. I may revoke it in writing at any time. Information disclosed under it may be disclosed again by the person who receives it and may no longer be protected by federal privacy law. My treatment, payment, enrollment and eligibility for benefits do not depend on my signing it.',
      style: 'paragraph',
    },
    keepTogether(signatureLine(`${name}, signature`), signatureLine('Date')),
  ];

  return [
    { text: 'ADVANCE HEALTH CARE DIRECTIVE', style: 'title' },
    { text: `OF ${name.toUpperCase()}`, style: 'subtitle' },
    ...statutoryFormNotice(declarant),
    {
      text: `I, ${name}, ${residence}, being of sound mind, make this advance health care directive willingly, to say who may decide about my health care when I cannot, and what care I want.`,
      style: 'paragraph',
    },
    ...content(),
    ...headed({ text: 'SIGNATURE', style: 'article' }, [
      keepTogether(
        {
          text: `I sign this directive on ______________________, 20____, at ______________________, ${jurisdiction}.`,
          style: 'paragraph',
        },
        signatureLine(`${name}, Declarant`),
      ),
    ]),
    ...execution,
    ...hipaa,
  ];
};

/** Oregon accepts only its statutory form (ORS 127.529): the directive says so on its first page. */
const statutoryFormNotice = (declarant: RenderedPerson): Content[] => {
  const form = AHCD_EXECUTION_RULES[declarant.state].statutoryForm;
  return form
    ? [
        {
          table: {
            widths: ['*'],
            body: [
              [
                {
                  text: `IMPORTANT: ${jurisdictionName(declarant.state)} law (${form.statute}) requires its own statutory advance directive form. This document records your choices, but to be valid in ${jurisdictionName(declarant.state)} they must be written on the state form: ${form.url}`,
                  bold: true,
                  fontSize: 10,
                },
              ],
            ],
          },
          margin: [0, 0, 0, 12],
        },
      ]
    : [];
};

/**
 * The witnesses' statement of the combined directive's execution (`ahcdExecution`: the stricter
 * of the agent and living-will parts), the notary's certificate where it is required or an
 * alternative, and any statement a facility's residents need (California § 4675).
 */
const ahcdWitnessing = (declarant: RenderedPerson, name: string): Content[] => {
  const { state } = declarant;
  const rule = AHCD_EXECUTION_RULES[state];
  const execution = ahcdExecution(state);
  const { witnesses } = execution;
  const jurisdiction = jurisdictionName(state);
  const plural = witnesses.count === 1 ? 'witness' : 'witnesses';
  const declared = (exclusion: WitnessExclusion) =>
    witnessExclusionDeclaration(exclusion, 'the declarant');
  const exclusions = witnesses.exclusions.map(declared);
  const oneWitness = (witnesses.oneWitnessExclusions ?? []).map(declared);
  const witnessing = headed({ text: 'STATEMENT OF WITNESSES', style: 'article' }, [
    {
      text:
        (execution.formality === 'witnesses-or-notary'
          ? `Under the law of the ${jurisdiction} (${execution.statute}), this directive must be signed before ${witnesses.count} adult ${plural} or acknowledged before a notary public. Complete one of the two blocks below.\n\n`
          : `Under the law of the ${jurisdiction} (${execution.statute}), this directive must be signed before ${witnesses.count} adult ${plural}${execution.formality === 'witnesses-and-notary' ? ' and acknowledged before a notary public' : ''}.\n\n`) +
        `${witnesses.count === 1 ? 'I declare' : 'We each declare'} under penalty of perjury under the laws of the ${jurisdiction} that the person who signed this document is personally known to ${witnesses.count === 1 ? 'me' : 'us'} or proved to ${witnesses.count === 1 ? 'me' : 'us'} by satisfactory evidence to be the declarant, signed it in ${witnesses.count === 1 ? 'my' : 'our'} presence, and appears to be of sound mind and under no duress, fraud or undue influence; that ${witnesses.count === 1 ? 'I am' : 'each of us is'} at least ${witnesses.minimumAge} years of age${exclusions.length > 0 ? `; and that ${witnesses.count === 1 ? 'I am not' : 'neither of us is'} ${listing(exclusions, 'or')}` : ''}.`,
      style: 'paragraph',
    },
    ...(oneWitness.length > 0
      ? [
          {
            text: `One of the witnesses must also sign this: I further declare under penalty of perjury under the laws of the ${jurisdiction} that I am not ${listing(oneWitness, 'or')}.`,
            style: 'paragraph',
          },
        ]
      : []),
    ...witnessBlocks(witnesses.count),
    ...(oneWitness.length > 0 ? [signatureLine('Witness signing the further declaration')] : []),
  ]);
  const statement = rule.facilityStatement;
  const facility: Content[] = statement
    ? [
        keepTogether(
          { text: 'STATEMENT FOR A FACILITY RESIDENT', style: 'article' },
          {
            text: `Needed only if the declarant is ${statement.setting} when signing this directive (${statement.statute}). I declare under penalty of perjury under the laws of the ${jurisdiction} that I am qualified under that section to make this statement (for example, as a patient advocate or ombudsman), and that I serve as a witness as that section requires.`,
            style: 'paragraph',
          },
          signatureLine('Signature and title'),
          signatureLine('Printed name and date'),
        ),
      ]
    : [];
  switch (execution.formality) {
    case 'notary':
      return [notaryAcknowledgment(state, [name])];
    case 'witnesses':
      return [...witnessing, ...facility];
    case 'witnesses-or-notary':
    case 'witnesses-and-notary':
      return [...witnessing, notaryAcknowledgment(state, [name]), ...facility];
  }
};

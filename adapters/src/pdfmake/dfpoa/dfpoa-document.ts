import {
  DFPOA_POWERS,
  DFPOA_STATE_RULES,
  fullNameToString,
  jurisdictionName,
  witnessExclusionDeclaration,
  type Dfpoa,
  type NamedPerson,
  type RequiredNotice,
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

const INCH = 72;

const contactOf = (person: NamedPerson | null, role: string): string =>
  person
    ? [
        fullNameToString(person.fullName),
        person.address,
        person.phone && `telephone ${person.phone}`,
      ]
        .filter(Boolean)
        .join(', ')
    : `the ${role} named in my answers (name: ______________________)`;

const capitalized = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);

/** Who an agent-specific answer applies to, in the document's words. */
const ROLES = {
  agent: 'my agent',
  coagent: 'my co-agent',
  successor: 'my successor agent',
  second_successor: 'my second successor agent',
} as const;

/** Each agent the document names, who signs a notice the statute gives the agents. */
const agentsNamed = (
  dfpoa: Dfpoa,
): readonly { readonly role: string; readonly person: NamedPerson | null }[] => [
  { role: 'agent', person: dfpoa.agent },
  ...(dfpoa.hasCoagent ? [{ role: 'co-agent', person: dfpoa.coagent }] : []),
  ...(dfpoa.hasSuccessor ? [{ role: 'successor agent', person: dfpoa.successor }] : []),
  ...(dfpoa.hasSecondSuccessor
    ? [{ role: 'second successor agent', person: dfpoa.secondSuccessor }]
    : []),
];

/** A blank the statute leaves for a name, wide enough to write in. */
const BLANK = '_'.repeat(30);

/**
 * A statutory notice in its own words, boxed, set as the statute says (in capitals, or in
 * 10-point boldface), its heading kept with the box.
 */
const noticeBlocks = (notice: RequiredNotice): Content[] => {
  const set = (text: string) => (notice.typeface === 'capitals' ? text.toUpperCase() : text);
  return headed({ text: set(notice.heading), style: 'article', alignment: 'center' }, [
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: notice.text.split('\n\n').map((paragraph, index, all) => ({
                text: set(paragraph.replaceAll('______', BLANK)),
                margin: [0, 0, 0, index === all.length - 1 ? 0 : 6],
              })),
              fontSize: 10,
              bold: notice.typeface === 'bold',
            },
          ],
        ],
      },
      margin: [0, 0, 0, 12],
    },
  ]);
};

/** A signature line with a shorter date line beside it, and the space below them. */
const signedAndDated = (label: string, below: number): Content => ({
  columns: [
    { width: 'auto', stack: [signatureLine(label)] },
    {
      width: 'auto',
      margin: [0, 22, 0, 0],
      stack: [{ text: '_'.repeat(24) }, { text: 'Date', fontSize: 9.5 }],
    },
  ],
  columnGap: 24,
  margin: [0, 0, 0, below],
});

/**
 * A notice with the signatures it asks for: the principal's under it, or a copy for each agent the
 * document names with the agent's signature, printed name and date; each kept on one page.
 */
const noticeWithSignatures = (
  notice: RequiredNotice,
  dfpoa: Dfpoa,
  principal: string,
): Content[] => {
  if (notice.signer === 'agent')
    return agentsNamed(dfpoa).map(({ role, person }) =>
      keepTogether(
        ...noticeBlocks(notice),
        signatureLine(person ? `${fullNameToString(person.fullName)}, ${role}` : capitalized(role)),
        signedAndDated('Printed name', 18),
      ),
    );
  if (notice.signer === 'principal')
    return [keepTogether(...noticeBlocks(notice), signedAndDated(`${principal}, Principal`, 14))];
  return noticeBlocks(notice);
};

/**
 * The Durable Financial Power of Attorney (documents.md 2.5, 3.3; DECISIONS.md "Documents"):
 * agents and successors, each power of 3A-3X granted or withheld, gifts, compensation, monitor,
 * guardians and revocation, then the principal's signature, the witnesses and notary the state
 * asks for, and the agent's acknowledgment. The notices the state's statute requires
 * (`requiredNotices`) go where it puts them: at the beginning, before the first article
 * (Pennsylvania's, signed by the principal), or at the end, where each agent signs a copy in place
 * of the document's own acknowledgment (Pennsylvania § 5601(d), California § 4128). A state that
 * records powers over real estate gets the first page's top margin it requires (South Carolina:
 * three inches).
 */
export const dfpoaDocument = (dfpoa: Dfpoa, principal: RenderedPerson, date: Date): PdfDefinition =>
  letterDocument(
    `Durable Financial Power of Attorney of ${fullNameToString(principal.fullName)}`,
    date,
    footerWithInitials('Principal'),
    dfpoaContent(dfpoa, principal),
  );

const dfpoaContent = (dfpoa: Dfpoa, principal: RenderedPerson): Content[] => {
  const name = fullNameToString(principal.fullName);
  const jurisdiction = jurisdictionName(principal.state);
  const residence = residenceOf(principal);
  const rule = DFPOA_STATE_RULES[principal.state];
  const notices = rule.requiredNotices ?? [];
  const beginning = notices.filter((notice) => notice.placement === 'beginning');
  const end = notices.filter((notice) => notice.placement === 'end');
  const { add, content } = numberedArticles();

  add('Designation of agents', [
    `I, ${name}, ${residence}, name ${contactOf(dfpoa.agent, 'agent')} as my agent (attorney-in-fact).`,
    ...(dfpoa.hasCoagent
      ? [
          `I name ${contactOf(dfpoa.coagent, 'co-agent')} as my co-agent. ${
            dfpoa.agentsAreIndependent
              ? 'My agent and co-agent may each act alone.'
              : 'My agent and co-agent must act together, unless one of them is unable or unwilling to act.'
          }`,
        ]
      : []),
    ...(dfpoa.hasSuccessor
      ? [
          `If my agent resigns, dies, becomes incapacitated, is not qualified to serve or declines to serve, I name ${contactOf(dfpoa.successor, 'successor agent')} as my successor agent.`,
        ]
      : []),
    ...(dfpoa.hasSecondSuccessor
      ? [
          `If my successor agent cannot serve for the same reasons, I name ${contactOf(dfpoa.secondSuccessor, 'second successor agent')} as my second successor agent.`,
        ]
      : []),
  ]);

  const granted = DFPOA_POWERS.filter(({ power }) => dfpoa.commonAgentPowers[power] === true);
  const withheld = DFPOA_POWERS.filter(({ power }) => dfpoa.commonAgentPowers[power] === false);
  add('Grant of general authority', [
    granted.length > 0
      ? `I grant my agent general authority to act for me in the following subjects, ${rule.uniformAct ? `as defined in the Uniform Power of Attorney Act as enacted in the ${jurisdiction} (${rule.uniformAct.chapter})` : `as the law of the ${jurisdiction} (${rule.statute.split(':')[0]}) gives them`}, each of which I have initialed:`
      : 'I grant my agent no general authority over any subject; my agent may act only as this document says elsewhere.',
    ...granted.map(
      ({ section, title, grant, actSection }) =>
        `(${section}) ${title}: ${rule.uniformAct && actSection ? grant.replace(/\.$/, ` (Uniform Power of Attorney Act § ${actSection}).`) : grant} Initials: ________`,
    ),
    ...(withheld.length > 0
      ? [
          `I do not grant my agent authority over: ${withheld.map((p) => p.title.toLowerCase()).join('; ')}.`,
        ]
      : []),
  ]);

  const gifts = (() => {
    if (dfpoa.giftRecipientType === null) return [];
    if (dfpoa.giftRecipientType === 'NONE')
      return ['My agent may not make gifts of my property to anyone.'];
    const recipients =
      dfpoa.giftRecipientType === 'SPECIFIC' && dfpoa.giftRecipientList.length > 0
        ? dfpoa.giftRecipientList.join(', ')
        : 'any person';
    const limit =
      dfpoa.giftRecipientAmountType === 'OTHER' && dfpoa.giftRecipientAmountLimit
        ? `no more than ${dfpoa.giftRecipientAmountLimit} to each person in any calendar year`
        : 'no more than the federal gift tax annual exclusion to each person in any calendar year';
    return [
      `My agent may make gifts of my property to ${recipients}, ${limit}${rule.uniformAct ? ' (Uniform Power of Attorney Act § 217)' : ''}.`,
    ];
  })();
  const selfGifts = (
    [
      ['coagent', dfpoa.selfGiftPowers.coagent, dfpoa.selfGiftPowers.coagent_limit],
      ['successor', dfpoa.selfGiftPowers.successor, dfpoa.selfGiftPowers.successor_limit],
      [
        'second_successor',
        dfpoa.selfGiftPowers.second_successor,
        dfpoa.selfGiftPowers.second_successor_limit,
      ],
    ] as const
  ).flatMap(([role, allowed, limit]) =>
    allowed
      ? [
          capitalized(
            `${ROLES[role]} may make gifts to themself${limit ? ` of no more than ${limit} a year` : ''}.`,
          ),
        ]
      : [],
  );
  const profit = (Object.keys(ROLES) as (keyof typeof ROLES)[]).filter(
    (role) => dfpoa.canPersonallyProfit[role] === true,
  );
  const gifting = [
    ...gifts,
    ...selfGifts,
    ...(profit.length > 0
      ? [
          capitalized(
            `${profit.map((role) => ROLES[role]).join(', ')} may act in a transaction in which they have a personal interest, if it is fair to me.`,
          ),
        ]
      : []),
  ];
  if (gifting.length > 0) add('Gifts and personal benefit', gifting);

  const compensation =
    dfpoa.agentCompensationType === 'SPECIFIC_AMOUNT' && dfpoa.agentCompensationAmount
      ? `My agent is entitled to reimbursement of reasonable expenses and to compensation of ${dfpoa.agentCompensationAmount}.`
      : dfpoa.agentCompensationType === 'NONE'
        ? 'My agent is entitled to reimbursement of reasonable expenses but to no compensation.'
        : 'My agent is entitled to reimbursement of reasonable expenses and to compensation that is reasonable under the circumstances.';
  add('Compensation', [compensation]);

  const other = [
    ...(dfpoa.hasMonitor
      ? [
          `I name ${contactOf(dfpoa.monitor, 'monitor')} as my monitor, who may ask my agent for a record of every transaction made for me.`,
        ]
      : []),
    ...(dfpoa.hasEstateGuardian
      ? [
          `If a court must appoint a ${rule.courtAppointee.estate} for me, I nominate ${contactOf(dfpoa.estateGuardian, rule.courtAppointee.estate)}.`,
        ]
      : []),
    ...(dfpoa.hasPersonGuardian
      ? [
          `If a court must appoint a ${rule.courtAppointee.person} for me, I nominate ${contactOf(dfpoa.personGuardian, rule.courtAppointee.person)}.`,
        ]
      : []),
    ...(dfpoa.revokeExistingDocuments
      ? [
          'I revoke every earlier general power of attorney I have made, except powers for health care.',
        ]
      : []),
  ];
  if (other.length > 0) add('Monitor, guardians and revocation', other);

  add('Effect', [
    'This power of attorney is effective immediately. It is durable: it is not terminated by my later incapacity or by lapse of time.',
    'Any person may rely on a copy of this power of attorney as if it were the original, and may act on my agent’s statements without asking how my agent uses my property.',
    `This power of attorney is governed by the law of the ${jurisdiction}.`,
  ]);

  const exclusions = [
    ...rule.witnessExclusions.map((exclusion) =>
      witnessExclusionDeclaration(exclusion, 'the principal'),
    ),
    ...(rule.moreWitnessExclusions ? [rule.moreWitnessExclusions] : []),
  ];
  const witnesses: Content[] =
    rule.witnessCount > 0
      ? headed({ text: 'WITNESSES', style: 'article' }, [
          {
            text: `Signed in our presence by ${name}, who appeared to be of sound mind and free of undue influence.${exclusions.length > 0 ? ` No witness is ${exclusions.join(', or ')}.` : ''}`,
            style: 'paragraph',
          },
          ...witnessBlocks(rule.witnessCount),
        ])
      : [];

  return [
    {
      text: 'DURABLE FINANCIAL POWER OF ATTORNEY',
      style: 'title',
      margin: [0, (dfpoa.topMarginSize - 1) * INCH, 0, 0],
    },
    { text: `OF ${name.toUpperCase()}`, style: 'subtitle' },
    ...beginning.flatMap((notice) => noticeWithSignatures(notice, dfpoa, name)),
    {
      text: 'IMPORTANT INFORMATION: This power of attorney authorizes another person (your agent) to make decisions concerning your property for you. Your agent will be able to make decisions and act with respect to your property whether or not you are able to act for yourself. It does not authorize your agent to make health care decisions for you. Your agent must act in good faith, within the authority you give, and in your best interest.',
      style: 'paragraph',
    },
    ...content(),
    ...headed({ text: 'SIGNATURE', style: 'article' }, [
      keepTogether(
        {
          text: `I sign this power of attorney on ______________________, 20____, at ______________________, ${jurisdiction}.`,
          style: 'paragraph',
        },
        signatureLine(`${name}, Principal`),
      ),
    ]),
    ...witnesses,
    notaryAcknowledgment(principal.state, [name]),
    ...(end.length > 0
      ? [
          {
            stack: end.flatMap((notice) => noticeWithSignatures(notice, dfpoa, name)),
            pageBreak: 'before',
          },
        ]
      : []),
    ...(notices.some((notice) => notice.signer === 'agent')
      ? []
      : [
          { text: 'AGENT’S ACKNOWLEDGMENT OF DUTIES', style: 'article', pageBreak: 'before' },
          {
            text: `By accepting or acting under the appointment, I, the agent of ${name}, assume the duties of an agent: to act in good faith and only within the authority granted, to act loyally for the principal’s benefit, to avoid conflicts of interest, to keep a record of receipts, disbursements and transactions, and to preserve the principal’s estate plan as far as I know it.`,
            style: 'paragraph',
          },
          keepTogether(signatureLine('Agent, signature'), signatureLine('Printed name and date')),
        ]),
  ];
};

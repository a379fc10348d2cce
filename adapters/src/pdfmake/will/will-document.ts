import {
  fullNameToString,
  jurisdictionName,
  WILL_EXECUTION_RULES,
  type EstatePlan,
  type PersonName,
  type UsStateCode,
  giftRecipientsText,
} from '@bequest/domain';
import {
  articles as numberedArticles,
  footerWithInitials,
  longDate,
  nameOf,
  residuaryLevels,
  signatureLine,
  type Content,
  letterDocument,
  residenceOf,
} from '../legal-text';
import type { PdfDefinition } from '../render-pdf';

/** What the will says of the person making it, read from their profile when it is rendered. */
export interface Testator {
  readonly fullName: PersonName;
  readonly state: UsStateCode;
  readonly county: string | null;
}

const upper = (name: PersonName) => fullNameToString(name).toUpperCase();
const DISPOSITION_WISHES = {
  burial: 'I wish my remains to be buried.',
  cremation: 'I wish my remains to be cremated.',
  donation:
    'I wish my body to be donated for medical education or research, where it can be accepted.',
} as const;

/**
 * The Last Will and Testament (DECISIONS.md "Documents"): declarations, numbered articles built
 * from the answers, the signature block, the attestation of the state's witnesses, and the
 * self-proving affidavit or notarial act where the state's rule says so.
 */
/** How a will is titled and where its residue goes: its own beneficiaries, or a trust. */
export interface WillOptions {
  readonly title: string;
  /** A pour-over will gives the whole residue to the trustee of this trust. */
  readonly pourOverTo?: string;
}

export const willDocument = (
  plan: EstatePlan,
  testator: Testator,
  options: WillOptions = { title: 'LAST WILL AND TESTAMENT' },
): PdfDefinition =>
  letterDocument(
    `Last Will and Testament of ${fullNameToString(testator.fullName)}`,
    footerWithInitials('Testator'),
    willContent(plan, testator, options),
  );

/** The will's blocks, for a document of its own or appended to a trust. */
export const willContent = (
  plan: EstatePlan,
  testator: Testator,
  options: WillOptions,
): Content[] => {
  const rule = WILL_EXECUTION_RULES[testator.state];
  const jurisdiction = jurisdictionName(testator.state);
  const name = fullNameToString(testator.fullName);
  const residence = residenceOf(testator);
  const { add, content: articleContent } = numberedArticles();

  add('Declarations', [
    `I, ${name}, a resident of ${residence}, being of sound mind and acting of my own free will, declare this to be my Last Will and Testament. I revoke all wills and codicils that I have made before.`,
    plan.spouse
      ? `I am ${plan.maritalStatus === 'DOMESTIC_PARTNERSHIP' ? 'in a domestic partnership with' : 'married to'} ${fullNameToString(plan.spouse.fullName)}.`
      : 'I am not married.',
    plan.children.length === 0
      ? 'I have no children.'
      : `I have ${plan.children.length === 1 ? 'one child' : `${plan.children.length} children`}: ${plan.children
          .map(
            (child) =>
              fullNameToString(child.fullName) +
              (child.birthDate ? `, born ${longDate(child.birthDate)}` : ''),
          )
          .join(
            '; ',
          )}. References in this Will to my children are to them and to any child born to or adopted by me after I sign it.`,
  ]);

  if (plan.guardians.length > 0) {
    const [guardian, ...alternates] = plan.guardians;
    add('Guardian of My Minor Children', [
      `If a child of mine is a minor at my death and a guardian is needed, I appoint ${nameOf(guardian!)} as guardian of the person and property of that child.`,
      ...alternates.map(
        (alternate) => `If that guardian does not or cannot serve, I appoint ${nameOf(alternate)}.`,
      ),
    ]);
  }

  if (plan.specificGifts.length > 0 || plan.pets.length > 0)
    add('Specific Gifts', [
      ...plan.specificGifts.map((gift) => {
        const [only] = gift.portions;
        return gift.portions.length === 1 && only
          ? `I give ${gift.description} to ${only.recipientName}. If ${only.recipientName} does not survive me, this gift lapses and becomes part of my residuary estate.`
          : `I give ${gift.description} ${giftRecipientsText(gift)}. If a recipient does not survive me, that recipient’s share of this gift lapses and becomes part of my residuary estate.`;
      }),
      ...plan.pets.map((pet) =>
        pet.caretaker
          ? `I give my pet ${pet.name} to ${nameOf(pet.caretaker)}${pet.careFund ? `, together with $${Number(pet.careFund).toLocaleString('en-US')} to be used for its care` : ''}, and ask that ${pet.name} be given a loving home.`
          : `I ask my Executor to find a loving home for my pet ${pet.name}.`,
      ),
    ]);

  if (plan.custodians.length > 0) {
    const [custodian, ...successors] = plan.custodians;
    add('Property of a Young Beneficiary', [
      `If property passes under this Will to a beneficiary who has not reached the age of 21, or the greatest age the law allows for a custodianship if lower, my Executor shall give it to ${nameOf(custodian!)} as custodian for that beneficiary under the Uniform Transfers to Minors Act as in force in the ${jurisdiction}, or the nearest law of the beneficiary's state.`,
      ...successors.map(
        (successor) =>
          `If that custodian does not or cannot serve, I appoint ${nameOf(successor)} as successor custodian.`,
      ),
    ]);
  }

  const [executor, ...backups] = plan.executors;
  add('Executor', [
    executor
      ? `I appoint ${nameOf(executor)} as Executor of this Will.`
      : 'I ask the court to appoint a suitable person as Executor of this Will.',
    ...backups.map(
      (backup, index) =>
        `If ${index === 0 ? nameOf(executor!) : nameOf(backups[index - 1]!)} does not or cannot serve, I appoint ${nameOf(backup)} as Executor.`,
    ),
    'No Executor shall be required to give bond. My Executor has every power given to personal representatives by the law of the state where my estate is administered, and may act without the supervision of any court to the extent the law allows.',
  ]);

  add('Debts and Expenses', [
    'My Executor shall pay from my estate my legally enforceable debts, the expenses of my last illness and funeral, and the costs of administering my estate.',
  ]);

  const levels = residuaryLevels(
    plan.residuaryBeneficiaries,
    'the beneficiary named in my records',
  );
  add(
    'Residuary Estate',
    options.pourOverTo
      ? [
          `I give the rest, residue and remainder of my estate, of every kind and wherever located, to the trustee then serving of the ${options.pourOverTo}, to be added to and administered as part of that trust under its terms as they stand at my death, including any amendments made before my death.`,
        ]
      : levels.length === 0
        ? [
            'I give the rest of my estate to my heirs at law, as determined by the law of my state of residence.',
          ]
        : levels.map((shares, index) =>
            index === 0
              ? `I give the rest, residue and remainder of my estate, of every kind and wherever located, as follows: ${shares}. If a person named here does not survive me, that person's share passes to that person's descendants who survive me, ${rule.descendantsWording}, or if there are none, to the other beneficiaries of this level in proportion to their shares.`
              : `If no beneficiary of the level above survives me, I give my residuary estate as follows: ${shares}.`,
          ),
  );

  const funeral = plan.funeralWishes;
  if (funeral && (funeral.disposition || funeral.instructions))
    add('Funeral Wishes', [
      [
        funeral.disposition && funeral.disposition !== 'no_preference'
          ? DISPOSITION_WISHES[funeral.disposition]
          : '',
        funeral.instructions ?? '',
      ]
        .filter(Boolean)
        .join(' '),
      'I ask my Executor and my family to honour these wishes, which I understand are not binding on them.',
    ]);

  add('General Provisions', [
    'A beneficiary who does not survive me by thirty days is treated as having died before me.',
    ...(plan.hasNoContestClause && rule.noContestEnforceable
      ? [
          'If any beneficiary under this Will contests it or any of its provisions in any court, without probable cause, that beneficiary forfeits every gift under this Will, which passes as if that beneficiary had died before me without descendants.',
        ]
      : []),
    'If any part of this Will is held invalid, the rest of it remains in effect.',
    `This Will is governed by the law of the ${jurisdiction}.`,
  ]);

  const signature: Content[] = [
    { text: 'SIGNATURE', style: 'article' },
    {
      text: `I sign my name to this Will on ______________________, 20____, at ______________________, ${jurisdiction}, and declare that I sign it willingly, as my free and voluntary act.`,
      style: 'paragraph',
    },
    signatureLine(`${name}, Testator`),
  ];

  const perjury =
    testator.state === 'CA'
      ? ' We declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.'
      : '';
  // The facts an attestation clause must state for the will to be admitted on it alone
  // (755 ILCS 5/6-4(a)).
  const provingClause =
    rule.selfProof === 'ATTESTATION_CLAUSE'
      ? ` We were present and saw the Testator sign this instrument, we attested it in the Testator's presence, and we believed the Testator to be of sound mind and memory at the time of signing.`
      : '';
  const attestation: Content[] = [
    { text: 'ATTESTATION OF WITNESSES', style: 'article' },
    {
      text: `The foregoing instrument was signed and declared by ${name} to be the Testator's Last Will and Testament in our presence, and we, at the Testator's request and in the Testator's presence and in the presence of each other, sign our names as witnesses. Each of us is at least eighteen years of age, and to the best of our knowledge the Testator is of sound mind and under no constraint or undue influence.${provingClause}${perjury}`,
      style: 'paragraph',
    },
    ...Array.from({ length: rule.witnesses }, (_value, index) =>
      signatureLine(`Witness ${index + 1}: signature, printed name and address`),
    ),
  ];

  const notarial: Content[] = rule.notaryRequired
    ? [
        { text: 'NOTARIAL ACT', style: 'article' },
        {
          text: `Signed on each page and declared by the Testator, ${name}, to be the Testator's testament, in our presence and in the presence of the undersigned Notary, who with the witnesses have signed below in the Testator's presence and in the presence of each other.`,
          style: 'paragraph',
        },
        signatureLine('Notary Public, printed name and notary identification number'),
      ]
    : [];

  const affidavit: Content[] =
    rule.selfProof === 'AFFIDAVIT'
      ? [
          { text: 'SELF-PROVING AFFIDAVIT', style: 'article', pageBreak: 'before' },
          {
            text: `${jurisdiction.toUpperCase()}\nCOUNTY OF ______________________`,
            style: 'paragraph',
          },
          {
            text: `We, ${name}, the Testator, and the witnesses whose names are signed to the attached Will, being first sworn, declare to the undersigned officer that the Testator signed the Will as the Testator's Last Will and Testament, willingly, as a free and voluntary act, and that each witness signed the Will as a witness in the presence and hearing of the Testator, and that to the best of each witness's knowledge the Testator was at that time eighteen years of age or older, of sound mind and under no constraint or undue influence.`,
            style: 'paragraph',
          },
          signatureLine(`${name}, Testator`),
          ...Array.from({ length: rule.witnesses }, (_value, index) =>
            signatureLine(`Witness ${index + 1}`),
          ),
          {
            text: 'Subscribed, sworn to and acknowledged before me by the Testator and subscribed and sworn to before me by the witnesses on ______________________, 20____.',
            style: 'paragraph',
            margin: [0, 18, 0, 0],
          },
          signatureLine('Notary Public. My commission expires: ______________'),
        ]
      : [];

  return [
    { text: options.title, style: 'title' },
    { text: `OF ${upper(testator.fullName)}`, style: 'subtitle' },
    ...articleContent(),
    ...signature,
    ...attestation,
    ...notarial,
    ...affidavit,
  ];
};

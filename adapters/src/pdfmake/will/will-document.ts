import {
  asSentence,
  fullNameToString,
  giftLapseText,
  giftRecipientsText,
  inSentence,
  jurisdictionName,
  longUsDate,
  STATE_PROPERTY_LAW,
  WILL_EXECUTION_RULES,
  WILL_GIFT_LAPSE,
  type EstatePlan,
  type PersonName,
} from '@bequest/domain';
import type { RenderedPerson } from '@bequest/application';
import {
  articles as numberedArticles,
  footerWithInitials,
  headed,
  keepTogether,
  nameOf,
  residuaryLevels,
  signatureLine,
  type Content,
  letterDocument,
  residenceOf,
} from '../legal-text';
import type { PdfDefinition } from '../render-pdf';
import { attestationBlock, selfProof } from './will-self-proof';

/** What the will says of the person making it, read from their profile when it is rendered. */
export type Testator = RenderedPerson;

const upper = (name: PersonName) => fullNameToString(name).toUpperCase();
const DISPOSITION_WISHES = {
  burial: 'I wish my remains to be buried.',
  cremation: 'I wish my remains to be cremated.',
  donation:
    'I wish my body to be donated for medical education or research, where it can be accepted.',
} as const;

/** How a will is titled and where its residue goes: its own beneficiaries, or a trust. */
export interface WillOptions {
  readonly title: string;
  /** A pour-over will gives the whole residue to the trustee of this trust. */
  readonly pourOverTo?: string;
}

/**
 * The Last Will and Testament (DECISIONS.md "Documents"): declarations, numbered articles built
 * from the answers, the signature block, the attestation of the state's witnesses, and the
 * self-proof or notarial act the state's rule names.
 */
export const willDocument = (plan: EstatePlan, testator: Testator, date: Date): PdfDefinition =>
  letterDocument(
    `Last Will and Testament of ${fullNameToString(testator.fullName)}`,
    date,
    footerWithInitials('Testator'),
    willContent(plan, testator, { title: 'LAST WILL AND TESTAMENT' }),
  );

/** The will's blocks. */
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
    `I, ${name}, ${residence}, being of sound mind and acting of my own free will, declare this to be my Last Will and Testament. I revoke all wills and codicils that I have made before.`,
    plan.spouse
      ? `I am ${plan.maritalStatus === 'DOMESTIC_PARTNERSHIP' ? 'in a domestic partnership with' : 'married to'} ${fullNameToString(plan.spouse.fullName)}.`
      : 'I am not married.',
    plan.children.length === 0
      ? 'I have no children.'
      : `I have ${plan.children.length === 1 ? 'one child' : `${plan.children.length} children`}: ${plan.children
          .map(
            (child) =>
              fullNameToString(child.fullName) +
              (child.birthDate ? `, born ${longUsDate(child.birthDate)}` : ''),
          )
          .join(
            '; ',
          )}. References in this Will to my children are to them and to any child born to or adopted by me after I sign it.`,
    ...(STATE_PROPERTY_LAW[testator.state].maritalProperty === 'community' && plan.spouse
      ? [
          `I intend by this Will to dispose of my separate property and my one-half interest in our community property. I do not intend to dispose of my spouse's one-half interest in our community property (${STATE_PROPERTY_LAW[testator.state].maritalPropertyStatute}).`,
        ]
      : []),
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
      ...plan.specificGifts.map(
        (gift) =>
          `I give ${inSentence(gift.description)} ${giftRecipientsText(gift)}. ${giftLapseText(gift, WILL_GIFT_LAPSE)}`,
      ),
      ...plan.pets.map((pet) =>
        pet.caretaker
          ? `I give my pet ${pet.name} to ${nameOf(pet.caretaker)}${pet.careFund ? `, together with $${Number(pet.careFund).toLocaleString('en-US')} to be used for its care` : ''}, and ask that ${pet.name} be given a loving home.`
          : `I ask my Executor to find a loving home for my pet ${pet.name}.`,
      ),
    ]);

  if (plan.custodians.length > 0) {
    const [custodian, ...successors] = plan.custodians;
    const { custodianship } = STATE_PROPERTY_LAW[testator.state];
    add('Property of a Young Beneficiary', [
      `If property passes under this Will to a beneficiary who has not reached the age of ${custodianship.maxAge}, my Executor shall give it to ${nameOf(custodian!)} as custodian for that beneficiary until the beneficiary reaches the age of ${custodianship.maxAge}, under the ${custodianship.act} (${custodianship.statute}), or the nearest law of the beneficiary's state.`,
      ...successors.map(
        (successor) =>
          `If that custodian does not or cannot serve, I appoint ${nameOf(successor)} as successor custodian.`,
      ),
      ...(successors.length === 0
        ? [
            'If that custodian does not or cannot serve, the custodian may designate a successor, or my Executor may appoint one.',
          ]
        : []),
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
            `I give the rest of my estate to my heirs at law, determined under the law of the ${jurisdiction} in force at my death.`,
          ]
        : [
            ...levels.map((shares, index) =>
              index === 0
                ? `I give the rest, residue and remainder of my estate, of every kind and wherever located, as follows: ${shares}. If an individual named here does not survive me, that individual's share passes to that individual's descendants who survive me, ${rule.descendantsWording}, or if there are none, to the other beneficiaries of this level in proportion to their shares.`
                : `If no beneficiary of the level above survives me, I give my residuary estate as follows: ${shares}.`,
            ),
            `If no beneficiary named in this Article survives me or can take, I give my residuary estate to my heirs at law, determined under the law of the ${jurisdiction} in force at my death as if I had died then without a will.`,
          ],
  );

  const funeral = plan.funeralWishes;
  if (funeral && (funeral.disposition || funeral.instructions))
    add('Funeral Wishes', [
      [
        funeral.disposition && funeral.disposition !== 'no_preference'
          ? DISPOSITION_WISHES[funeral.disposition]
          : '',
        asSentence(funeral.instructions ?? ''),
      ]
        .filter(Boolean)
        .join(' '),
      'I ask my Executor and my family to honor these wishes, which I understand are not binding on them.',
    ]);

  add('General Provisions', [
    'A beneficiary who does not survive me by thirty days is treated as having died before me.',
    ...(plan.hasNoContestClause && rule.noContestEnforceable
      ? [
          'If any beneficiary under this Will contests it or any of its provisions in any court, without probable cause, that beneficiary forfeits every gift under this Will, which passes as if that beneficiary had died before me without descendants.',
        ]
      : []),
    ...(namesCharity(plan)
      ? [
          'If a charitable organization named in this Will has merged, changed its name or been reorganized before my death, its gift passes to its successor organization. If it has ceased to exist or to be a charitable organization and has no successor, its gift passes to one or more charitable organizations with a purpose like its own, chosen by my Executor.',
        ]
      : []),
    'If any part of this Will is held invalid, the rest of it remains in effect.',
    `This Will is governed by the law of the ${jurisdiction}.`,
  ]);

  const signature = headed({ text: 'SIGNATURE', style: 'article' }, [
    keepTogether(
      {
        text: `I sign my name to this Will on ______________________, 20____, at ______________________, ${jurisdiction}, and declare that I sign it willingly, as my free and voluntary act.`,
        style: 'paragraph',
      },
      signatureLine(`${name}, Testator`),
    ),
  ]);

  const proof = selfProof(testator.state, name);

  return [
    { text: options.title, style: 'title' },
    { text: `OF ${upper(testator.fullName)}`, style: 'subtitle' },
    ...articleContent(),
    ...signature,
    attestationBlock(testator.state, proof),
    ...proof.after,
  ];
};

const namesCharity = (plan: EstatePlan) =>
  plan.residuaryBeneficiaries.some((beneficiary) => beneficiary.charitableGiftId) ||
  plan.specificGifts.some((gift) => gift.portions.some((portion) => portion.charitableGiftId));

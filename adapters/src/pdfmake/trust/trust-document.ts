import {
  beneficiaryTrustPayouts,
  fromSpouseSide,
  fullNameToString,
  giftLapseText,
  giftRecipientsText,
  inSentence,
  jurisdictionName,
  listsDesignatedAssets,
  revocableTrustName,
  scheduleALines,
  TRUST_EXECUTION_RULES,
  TRUST_GIFT_LAPSE,
  WILL_EXECUTION_RULES,
  type EstatePlan,
} from '@bequest/domain';
import type { RenderedPerson } from '@bequest/application';
import {
  articles,
  footerWithInitials,
  headed,
  keepTogether,
  instrumentsDocument,
  pageFooter,
  nameOf,
  notaryAcknowledgment,
  residenceOf,
  residuaryLevels,
  signatureLine,
  witnessBlocks,
  type Content,
} from '../legal-text';
import type { PdfDefinition } from '../render-pdf';
import { willContent } from '../will/will-document';
import { certificationOfTrust } from './certification-of-trust';

/** A person who makes the trust: the profile's owner, and the spouse of a joint trust. */
export type Grantor = RenderedPerson;

const joinNames = (names: readonly string[]) => names.join(' and ');

/** "The Rosa Diaz Revocable Living Trust", or for a couple "The Rosa Diaz and Luis Diaz …". */
export const trustName = (grantors: readonly Grantor[]) =>
  revocableTrustName(grantors.map((grantor) => grantor.fullName));

/**
 * The Revocable Living Trust (DECISIONS.md "Documents"; issue 18): the trust agreement in
 * numbered articles, the grantors' and trustees' signatures with the state's notary certificate,
 * Schedule A of the property; then, each an instrument of its own with its own page numbers, the
 * Certification of Trust and one pour-over will per grantor written from that grantor's side.
 */
export const trustDocument = (
  trust: EstatePlan,
  grantors: readonly Grantor[],
  date: Date,
): PdfDefinition => {
  const [first] = grantors;
  if (!first) throw new Error('a trust needs its grantor');
  const name = trustName(grantors);
  const we = grantors.length > 1;
  return instrumentsDocument(`${name} with Pour-Over ${we ? 'Wills' : 'Will'}`, date, [
    {
      footerTemplate: footerWithInitials(we ? 'Grantors\u2019' : 'Grantor'),
      content: trustAgreement(trust, grantors, name),
    },
    {
      footerTemplate: pageFooter('Certification of Trust'),
      content: certificationOfTrust(trust, grantors, name),
    },
    ...grantors.map((grantor, index) => ({
      footerTemplate: footerWithInitials('Testator'),
      content: willContent(pourOverPlan(trust, grantors, index), grantor, {
        title: 'POUR-OVER WILL',
        pourOverTo: name,
      }),
    })),
  ]);
};

/**
 * The plan a grantor's pour-over will is made from: no gifts of its own, the trust's executors
 * (else its successor trustees), and for the second grantor of a joint trust, every appointment
 * and the marriage seen from that grantor's side.
 */
const pourOverPlan = (trust: EstatePlan, grantors: readonly Grantor[], index: number) => {
  const plan: EstatePlan = {
    ...trust,
    residuaryBeneficiaries: [],
    specificGifts: [],
    executors: trust.executors.length > 0 ? trust.executors : trust.successorTrustees,
  };
  const owner = grantors[0]!;
  return index === 0 ? plan : (fromSpouseSide(plan, owner.fullName)?.plan ?? plan);
};

const trustAgreement = (trust: EstatePlan, grantors: readonly Grantor[], name: string) => {
  const first = grantors[0]!;
  const rule = WILL_EXECUTION_RULES[first.state];
  const jurisdiction = jurisdictionName(first.state);
  const names = grantors.map((grantor) => fullNameToString(grantor.fullName));
  const we = grantors.length > 1;
  const grantorWord = we ? 'the Grantors' : 'the Grantor';
  const { add, content } = articles();

  add('Establishment of the Trust', [
    `${joinNames(names)}, ${residenceOf(first)}, as ${we ? 'Grantors' : 'Grantor'} and as ${we ? 'initial Trustees' : 'initial Trustee'}, establish the ${name} (the "Trust"). ${we ? 'The Grantors transfer' : 'The Grantor transfers'} to the Trustee the property listed in Schedule A, and any property later added, to be held on the terms of this agreement.`,
  ]);
  add('Revocation and Amendment', [
    we
      ? 'While both Grantors are living, either Grantor may revoke this Trust as to property that Grantor contributed, and both Grantors together may amend it. After the death of one Grantor, the surviving Grantor may amend or revoke it as to the survivor\u2019s share.'
      : 'While living, the Grantor may amend or revoke this Trust, in whole or in part, by a signed writing delivered to the Trustee.',
  ]);
  const [successor, ...later] = trust.successorTrustees;
  add('Trustees', [
    `${joinNames(names)} ${we ? 'serve' : 'serves'} as the initial ${we ? 'Trustees' : 'Trustee'}.${we ? ' While both serve, either of them may act alone for the Trust. If one of them dies, resigns or becomes incapacitated, the other serves as sole Trustee.' : ''}`,
    successor
      ? `When ${we ? 'neither Grantor is' : 'the Grantor is no longer'} able or willing to serve, ${nameOf(successor)} shall serve as successor Trustee.`
      : 'When no Trustee is able or willing to serve, a successor Trustee shall be appointed by the court.',
    ...later.map(
      (next) =>
        `If the successor Trustee before does not or cannot serve, ${nameOf(next)} shall serve.`,
    ),
    'No Trustee shall be required to give bond.',
  ]);
  add('Incapacity', [
    `${we ? 'A Grantor' : 'The Grantor'} is incapacitated when two licensed physicians certify in writing that ${we ? 'that Grantor' : 'the Grantor'} is unable to manage ${we ? 'that Grantor\u2019s' : 'the Grantor\u2019s'} property and financial affairs effectively, or when a court so finds. ${we ? 'A Grantor' : 'The Grantor'} who recovers, as certified by a licensed physician, may serve again as Trustee.`,
    `While ${we ? 'a Grantor is' : 'the Grantor is'} incapacitated, the Trustee shall use as much of the income and principal as the Trustee considers advisable for the health, support and maintenance of ${we ? 'both Grantors' : 'the Grantor'} and of anyone dependent on ${we ? 'them' : 'the Grantor'}, in the manner of living to which ${we ? 'they are' : 'the Grantor is'} accustomed, and shall pay ${we ? 'their' : 'the Grantor\u2019s'} bills and taxes.`,
  ]);
  add('During the Grantor\u2019s Life', [
    `The Trustee shall pay to or for the benefit of ${grantorWord} as much of the income and principal as ${grantorWord} ${we ? 'direct' : 'directs'}.`,
  ]);
  if (we)
    add('At the First Grantor\u2019s Death', [
      'When the first Grantor dies, the Trust continues for the surviving Grantor, who remains Trustee and may use all of the income and principal for any purpose, and may amend or revoke the Trust as to the survivor\u2019s share. The Trustee shall pay from the deceased Grantor\u2019s share that Grantor\u2019s legally enforceable debts, last illness and funeral expenses, and any taxes due because of that Grantor\u2019s death.',
      'The Trust property is distributed under the next Article only on the death of the surviving Grantor.',
    ]);
  const levels = residuaryLevels(
    trust.residuaryBeneficiaries,
    'the beneficiary named in the Grantor\u2019s records',
  );
  add('Distribution at Death', [
    ...trust.specificGifts.map(
      (gift) =>
        `The Trustee shall distribute ${inSentence(gift.description)} ${giftRecipientsText(gift)}. ${giftLapseText(gift, TRUST_GIFT_LAPSE)}`,
    ),
    ...(levels.length === 0
      ? [
          `The Trustee shall distribute the remaining trust property to the heirs at law of ${we ? 'the last Grantor to die' : 'the Grantor'}, determined under the law of the ${jurisdiction}.`,
        ]
      : [
          ...levels.map((shares, index) =>
            index === 0
              ? `On the death of ${we ? 'the last Grantor to die' : 'the Grantor'}, the Trustee shall distribute the remaining trust property as follows: ${shares}. The share of a beneficiary who has died passes to that beneficiary\u2019s descendants, ${rule.descendantsWording}.`
              : `If no beneficiary of the level above survives, the Trustee shall distribute as follows: ${shares}.`,
          ),
          `If no beneficiary named in this Article survives or can take, the Trustee shall distribute the remaining trust property to the heirs at law of ${we ? 'the last Grantor to die' : 'the Grantor'}, determined under the law of the ${jurisdiction} as if that Grantor had died then without a will.`,
        ]),
  ]);
  const payouts = beneficiaryTrustPayouts(trust.beneficiaryTrustAges);
  const lastAge = trust.beneficiaryTrustAges.at(-1)!;
  add('Trusts for Young Beneficiaries', [
    `If a beneficiary other than a Grantor has not reached the age of ${lastAge} when property is to be distributed to that beneficiary, the Trustee shall hold that beneficiary\u2019s share in a separate trust for that beneficiary.`,
    'The Trustee may pay to or for that beneficiary as much of the income and principal as the Trustee considers advisable for the beneficiary\u2019s health, education, maintenance and support, taking into account the beneficiary\u2019s other resources.',
    `${payouts
      .map(
        ({ age, fraction }) =>
          `when the beneficiary reaches the age of ${age}, the Trustee shall distribute ${fraction === 'the balance' ? 'the balance of the trust' : `${fraction} of the trust property then held`}`,
      )
      .join('; ')
      .replace(
        /^w/,
        'W',
      )}. If the beneficiary dies before receiving the whole of the trust, the balance passes to the beneficiary\u2019s descendants, ${rule.descendantsWording}, or if there are none, with the remaining trust property.`,
  ]);
  add('Trustee Powers', [
    'The Trustee has every power given to trustees by the law of the state governing this Trust, including the powers to sell, lease, invest, borrow and settle claims, without the approval of any court.',
  ]);
  add('General Provisions', [
    'No beneficiary may assign or pledge an interest in this Trust, and no interest is subject to the claims of a beneficiary\u2019s creditors before distribution.',
    ...(trust.hasNoContestClause && rule.noContestEnforceable
      ? [
          `If any beneficiary contests this Trust or any of its provisions in any court, without probable cause, that beneficiary forfeits every interest under this Trust, which passes as if that beneficiary had died before ${grantorWord} without descendants.`,
        ]
      : []),
    `This Trust is governed by the law of the ${jurisdiction}. If any part of it is held invalid, the rest remains in effect.`,
  ]);

  const signatures: Content[] = headed({ text: 'SIGNATURES', style: 'article' }, [
    keepTogether(
      {
        text: `${we ? 'We sign' : 'I sign'} this Trust on ______________________, 20____, as ${we ? 'Grantors' : 'Grantor'} and as ${we ? 'Trustees' : 'Trustee'}.`,
        style: 'paragraph',
      },
      ...names.map((each) => signatureLine(`${each}, Grantor and Trustee`)),
    ),
    ...(TRUST_EXECUTION_RULES[first.state].witnesses > 0
      ? [
          {
            text: `Signed by ${joinNames(names)} in our presence, and signed by us as witnesses in ${we ? 'their' : 'the Grantor\u2019s'} presence and in the presence of each other (${TRUST_EXECUTION_RULES[first.state].statute}).`,
            style: 'paragraph',
            margin: [0, 14, 0, 0],
          },
          ...witnessBlocks(TRUST_EXECUTION_RULES[first.state].witnesses),
        ]
      : []),
    notaryAcknowledgment(first.state, names),
  ]);
  const scheduleLines = scheduleALines(trust.assetTypes);
  const schedule: Content[] = [
    { text: 'SCHEDULE A', style: 'title', pageBreak: 'before' },
    { text: 'PROPERTY TRANSFERRED TO THE TRUST', style: 'subtitle' },
    {
      text: `${we ? 'The Grantors transfer' : 'The Grantor transfers'} to the Trustee the following property, and will retitle each item in the name of the Trustee:`,
      style: 'paragraph',
    },
    ...scheduleLines.flatMap((line) => [
      { text: line, margin: [0, 12, 0, 0] },
      { text: '_'.repeat(80), margin: [0, 10, 0, 0] },
    ]),
    { text: 'Other property:', margin: [0, 12, 0, 0] },
    ...Array.from({ length: Math.max(3, 8 - scheduleLines.length * 2) }, () => ({
      text: '_'.repeat(80),
      margin: [0, 10, 0, 0],
    })),
    ...(listsDesignatedAssets(trust.assetTypes)
      ? [
          {
            text: 'Retirement accounts (IRAs, 401(k)s and the like) and life insurance are not listed here: they pass by the beneficiary designation on file with each institution. Retitling a retirement account to this Trust would be taxed as a withdrawal of the whole account.',
            style: 'paragraph',
            margin: [0, 14, 0, 0],
          },
        ]
      : []),
  ];

  return [
    { text: 'REVOCABLE LIVING TRUST', style: 'title' },
    { text: name.toUpperCase(), style: 'subtitle' },
    ...content(),
    ...signatures,
    ...schedule,
  ];
};

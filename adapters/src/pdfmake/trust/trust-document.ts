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
  articles,
  footerWithInitials,
  nameOf,
  residuaryLevels,
  signatureLine,
  type Content,
  letterDocument,
} from '../legal-text';
import type { PdfDefinition } from '../render-pdf';
import { willContent } from '../will/will-document';

/** A person who makes the trust: the profile's owner, and the spouse of a joint trust. */
export interface Grantor {
  readonly fullName: PersonName;
  readonly state: UsStateCode;
  readonly county: string | null;
}

const joinNames = (names: readonly string[]) => names.join(' and ');

/** "The Rosa Diaz Revocable Living Trust", or for a couple "The Rosa Diaz and Luis Diaz …". */
export const trustName = (grantors: readonly Grantor[]) =>
  `${joinNames(grantors.map((grantor) => fullNameToString(grantor.fullName)))} Revocable Living Trust`;

/**
 * The Revocable Living Trust with its Pour-Over Will (DECISIONS.md "Documents"): the trust
 * agreement in numbered articles, the grantors' and trustees' signatures with a notary's
 * acknowledgement, Schedule A of the property, and one pour-over will per grantor.
 */
export const trustDocument = (trust: EstatePlan, grantors: readonly Grantor[]): PdfDefinition => {
  const [first] = grantors;
  if (!first) throw new Error('a trust needs its grantor');
  const rule = WILL_EXECUTION_RULES[first.state];
  const jurisdiction = jurisdictionName(first.state);
  const names = grantors.map((grantor) => fullNameToString(grantor.fullName));
  const we = grantors.length > 1;
  const grantorWord = we ? 'the Grantors' : 'the Grantor';
  const name = trustName(grantors);
  const { add, content } = articles();

  add('Establishment of the Trust', [
    `${joinNames(names)}, of ${first.county ? `${first.county} County, ` : ''}${jurisdiction}, as ${we ? 'Grantors' : 'Grantor'} and as ${we ? 'initial Trustees' : 'initial Trustee'}, establish the ${name} (the "Trust"). ${we ? 'The Grantors transfer' : 'The Grantor transfers'} to the Trustee the property listed in Schedule A, and any property later added, to be held on the terms of this agreement.`,
  ]);
  add('Revocation and Amendment', [
    we
      ? 'While both Grantors are living, either Grantor may revoke this Trust as to property that Grantor contributed, and both Grantors together may amend it. After the death of one Grantor, the surviving Grantor may amend or revoke it as to the survivor\u2019s share.'
      : 'While living, the Grantor may amend or revoke this Trust, in whole or in part, by a signed writing delivered to the Trustee.',
  ]);
  const [successor, ...later] = trust.successorTrustees;
  add('Trustees', [
    `${joinNames(names)} ${we ? 'serve' : 'serves'} as the initial ${we ? 'Trustees' : 'Trustee'}.`,
    successor
      ? `When ${we ? 'neither Grantor is' : 'the Grantor is no longer'} able or willing to serve, ${nameOf(successor)} shall serve as successor Trustee.`
      : 'When no Trustee is able or willing to serve, a successor Trustee shall be appointed by the court.',
    ...later.map(
      (next) =>
        `If the successor Trustee before does not or cannot serve, ${nameOf(next)} shall serve.`,
    ),
    'No Trustee shall be required to give bond.',
  ]);
  add('During the Grantor\u2019s Life', [
    `The Trustee shall pay to or for the benefit of ${grantorWord} as much of the income and principal as ${grantorWord} ${we ? 'direct' : 'directs'}. If ${grantorWord} ${we ? 'are' : 'is'} unable to manage ${we ? 'their' : 'their own'} affairs, as certified by a licensed physician, the successor Trustee shall use income and principal for ${we ? 'their' : 'the Grantor\u2019s'} health, support and maintenance.`,
  ]);
  const levels = residuaryLevels(
    trust.residuaryBeneficiaries,
    'the beneficiary named in the Grantor\u2019s records',
  );
  add('Distribution at Death', [
    ...trust.specificGifts.map(
      (gift) =>
        `The Trustee shall distribute ${gift.description} ${giftRecipientsText(gift)}; the share of a recipient who is not living passes with the remaining trust property.`,
    ),
    ...(levels.length === 0
      ? [
          'The Trustee shall distribute the remaining trust property to the heirs at law of the last Grantor to die.',
        ]
      : levels.map((shares, index) =>
          index === 0
            ? `On the death of ${we ? 'the last Grantor to die' : 'the Grantor'}, the Trustee shall distribute the remaining trust property as follows: ${shares}. The share of a beneficiary who has died passes to that beneficiary\u2019s descendants, ${rule.descendantsWording}.`
            : `If no beneficiary of the level above survives, the Trustee shall distribute as follows: ${shares}.`,
        )),
  ]);
  add('Trustee Powers', [
    'The Trustee has every power given to trustees by the law of the state governing this Trust, including the powers to sell, lease, invest, borrow and settle claims, without the approval of any court.',
  ]);
  add('General Provisions', [
    'No beneficiary may assign or pledge an interest in this Trust, and no interest is subject to the claims of a beneficiary\u2019s creditors before distribution.',
    `This Trust is governed by the law of the ${jurisdiction}. If any part of it is held invalid, the rest remains in effect.`,
  ]);

  const signatures: Content[] = [
    { text: 'SIGNATURES', style: 'article' },
    { text: `Signed on ______________________, 20____.`, style: 'paragraph' },
    ...names.map((each) => signatureLine(`${each}, ${we ? 'Grantor' : 'Grantor'} and Trustee`)),
    { text: 'ACKNOWLEDGEMENT', style: 'article', margin: [0, 24, 0, 6] },
    {
      text: `${jurisdiction.toUpperCase()}\nCOUNTY OF ______________________\n\nOn ______________________, 20____, before me, the undersigned notary public, personally appeared ${joinNames(names)}, proved to me on the basis of satisfactory evidence to be the ${we ? 'persons' : 'person'} whose ${we ? 'names are' : 'name is'} signed above, and acknowledged that ${we ? 'they' : 'the Grantor'} signed this Trust as ${we ? 'their' : 'a'} free and voluntary act.`,
      style: 'paragraph',
    },
    signatureLine('Notary Public. My commission expires: ______________'),
  ];
  const schedule: Content[] = [
    { text: 'SCHEDULE A', style: 'title', pageBreak: 'before' },
    { text: 'PROPERTY TRANSFERRED TO THE TRUST', style: 'subtitle' },
    {
      text: `${we ? 'The Grantors transfer' : 'The Grantor transfers'} to the Trustee the following property, and will retitle each item in the name of the Trustee:`,
      style: 'paragraph',
    },
    ...Array.from({ length: 8 }, () => ({ text: '_'.repeat(80), margin: [0, 10, 0, 0] })),
  ];
  const pourOverWills = grantors.flatMap((grantor): Content[] => [
    { text: '', pageBreak: 'before' },
    ...willContent(
      {
        ...trust,
        residuaryBeneficiaries: [],
        specificGifts: [],
        executors: trust.executors.length > 0 ? trust.executors : trust.successorTrustees,
      },
      grantor,
      { title: 'POUR-OVER WILL', pourOverTo: name },
    ),
  ]);

  return letterDocument(
    `${name} with Pour-Over ${we ? 'Wills' : 'Will'}`,
    footerWithInitials(we ? 'Grantors\u2019' : 'Grantor'),
    [
      { text: 'REVOCABLE LIVING TRUST', style: 'title' },
      { text: name.toUpperCase(), style: 'subtitle' },
      ...content(),
      ...signatures,
      ...schedule,
      ...pourOverWills,
    ],
  );
};

import { fullNameToString, TRUST_EXECUTION_RULES, type EstatePlan } from '@bequest/domain';
import type { RenderedPerson } from '@bequest/application';
import {
  headed,
  keepTogether,
  nameOf,
  notaryAcknowledgment,
  residenceOf,
  signatureLine,
  type Content,
} from '../legal-text';

/**
 * The Certification of Trust (Cal. Prob. Code § 18100.5, Uniform Trust Code § 1013 and each
 * state's equivalent, TrustExecutionRule.certificationOfTrust): what a bank or title company may
 * rely on without reading the trust, signed by the trustees before a notary. An instrument of
 * its own.
 */
export const certificationOfTrust = (
  trust: EstatePlan,
  grantors: readonly RenderedPerson[],
  name: string,
): Content[] => {
  const first = grantors[0]!;
  const names = grantors.map((grantor) => fullNameToString(grantor.fullName));
  const we = grantors.length > 1;
  const { certificationOfTrust: statute } = TRUST_EXECUTION_RULES[first.state];
  const successors = trust.successorTrustees.map(nameOf);
  const facts = [
    `The ${name} (the "Trust") exists and was signed on ______________________, 20____.`,
    `The ${we ? 'settlors (Grantors) of the Trust are' : 'settlor (Grantor) of the Trust is'} ${names.join(' and ')}.`,
    `The currently acting ${we ? 'Trustees are' : 'Trustee is'} ${names.join(' and ')}, ${residenceOf(first)}.${successors.length > 0 ? ` The successor ${successors.length > 1 ? 'Trustees named, in order, are' : 'Trustee named is'} ${successors.join(', then ')}.` : ''}`,
    'The Trustee has full power to acquire, sell, convey, encumber, lease, invest and otherwise deal with any interest in real or personal property held in the Trust, and to open and manage accounts in the name of the Trust.',
    `The Trust is revocable. The power to revoke it is held by ${we ? 'either Grantor as to the property that Grantor contributed' : 'the Grantor'}.`,
    ...(we ? ['Either Trustee may sign alone to exercise the powers of the Trustee.'] : []),
    `The Trust’s taxpayer identification number is ______________________ (while ${we ? 'a Grantor is' : 'the Grantor is'} living and serving as Trustee, ${we ? 'a Grantor’s' : 'the Grantor’s'} Social Security number).`,
    `Title to Trust property should be taken as: "${names.join(' and ')}, Trustee${we ? 's' : ''} of the ${name} dated ______________________, 20____."`,
    `The Trust has not been revoked, modified or amended in any manner that would cause the representations in this Certification to be incorrect. This Certification is signed by all of the currently acting Trustees.`,
  ];
  return [
    { text: 'CERTIFICATION OF TRUST', style: 'title' },
    {
      text: statute ? `Under ${statute.statute}` : name.toUpperCase(),
      style: 'subtitle',
    },
    ...facts.map((text, index) => ({ text: `${index + 1}. ${text}`, style: 'paragraph' })),
    ...headed({ text: 'SIGNATURES OF THE TRUSTEES', style: 'article' }, [
      keepTogether(
        {
          text: `${we ? 'We declare' : 'I declare'} that the statements in this Certification are true and correct. Signed on ______________________, 20____.`,
          style: 'paragraph',
        },
        ...names.map((each) => signatureLine(`${each}, Trustee`)),
      ),
      notaryAcknowledgment(first.state, names),
    ]),
  ];
};

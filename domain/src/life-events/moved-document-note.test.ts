import type { DocumentKind } from '../documents/document-registry';
import { movedDocumentNote } from './moved-document-note';

/**
 * Each way the note is made: a kind, the states moved between, whether the document was signed,
 * and what the note must say (from the execution tables) and must not.
 */
const CASES: readonly (readonly [
  DocumentKind,
  string,
  string,
  boolean,
  readonly string[],
  readonly string[],
])[] = [
  // A will: the general rule, the new state's statute, and a self-proof that differs.
  [
    'WILL',
    'CA',
    'TX',
    true,
    [
      'Most states accept a will that was validly signed under the law of the state where it was signed',
      'Texas has its own rules for proving a will in court (Tex. Est. Code § 251.051',
      'Your will carries the witnesses’ attestation in the will itself under California’s rules; Texas uses a self-proving affidavit sworn before a notary',
    ],
    ['notary as well as two witnesses'],
  ],
  // Louisiana's notarial testament asks for a notary.
  [
    'WILL',
    'TX',
    'LA',
    true,
    ['Louisiana asks for a notary as well as two witnesses for a will signed there.'],
    [],
  ],
  // The same self-proof in both: whether it is accepted is for a lawyer.
  [
    'WILL',
    'TX',
    'FL',
    true,
    [
      'Whether Florida’s court accepts Texas’s form of self-proof without calling your witnesses is a question for a lawyer in Florida.',
    ],
    ['so its court may ask for your witnesses'],
  ],
  // Not signed yet: sign under the new state's rules.
  [
    'WILL',
    'CA',
    'TX',
    false,
    [
      'You have not marked your will signed. Review it so it is made for Texas, then sign it under Texas’s rules (Tex. Est. Code § 251.051',
    ],
    ['Most states'],
  ],
  // A place outside the tables: no reading of its law.
  [
    'WILL',
    'CA',
    'PR',
    true,
    [
      'Our signing rules do not cover PR: ask a lawyer there how it treats a will signed in California.',
    ],
    ['§'],
  ],
  [
    'DFPOA',
    'ON',
    'TX',
    true,
    ['Ask a lawyer in Texas whether it accepts a power of attorney signed in ON'],
    [],
  ],
  // A trust: each state's formality, the same or not.
  [
    'RLT',
    'CA',
    'FL',
    true,
    [
      'Your trust was signed under California’s rules, which ask for your signature; Florida asks for the formalities of a will (two witnesses) (Fla. Stat. § 736.0403(2)(b)',
      'a question for a lawyer in Florida',
    ],
    [', the same.'],
  ],
  [
    'RLT',
    'TX',
    'AZ',
    true,
    ['Arizona asks for your signature (A.R.S. § 14-10402 (UTC § 402)), the same.'],
    [],
  ],
  ['RLT', 'TX', 'AZ', false, ['You have not marked your trust signed.'], []],
  // A directive: each state's way of signing, and a statutory form where the table names one.
  [
    'AHCD',
    'CA',
    'OR',
    true,
    [
      'Your directive was signed under California’s rules, with two witnesses or a notary; Oregon asks for two witnesses or a notary (ORS 127.515',
      'Oregon has its own statutory form (ORS 127.529).',
      'Many states honor a directive validly made in another state, but not all in the same way',
    ],
    [],
  ],
  [
    'AHCD',
    'TX',
    'CA',
    true,
    ['California asks for two witnesses or a notary (Cal. Prob. Code §§ 4673, 4674).'],
    ['statutory form'],
  ],
  // A power of attorney: the Uniform Act where enacted, else a lawyer.
  [
    'DFPOA',
    'TX',
    'CO',
    true,
    [
      'Your power of attorney was signed under Texas’s rules, with a notary; Colorado asks for your signature (a notary is advised)',
      'Colorado has enacted the Uniform Power of Attorney Act (C.R.S. title 15, article 14, part 7), which generally recognizes a power of attorney validly signed in another state',
    ],
    [],
  ],
  [
    'DFPOA',
    'CO',
    'CA',
    true,
    [
      'California has its own power of attorney statute: ask a lawyer in California whether it accepts one signed in Colorado.',
    ],
    ['Uniform Power of Attorney Act'],
  ],
];

describe('movedDocumentNote', () => {
  it.each(CASES)('%s from %s to %s, signed %s', (kind, from, to, signed, says, saysNot) => {
    const note = movedDocumentNote(kind, from, to, signed);
    for (const words of says) expect(note).toContain(words);
    for (const words of saysNot) expect(note).not.toContain(words);
  });

  it('says when the new state’s row is not yet confirmed at its official source', () => {
    expect(movedDocumentNote('WILL', 'CA', 'TX', true)).toContain(
      'Our reading of Texas’s rules is not yet confirmed at the official source.',
    );
  });
});

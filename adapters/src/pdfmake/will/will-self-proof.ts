import { jurisdictionName, WILL_EXECUTION_RULES, type UsStateCode } from '@bequest/domain';
import {
  keepTogether,
  notaryJurat,
  signatureLine,
  witnessBlocks,
  type Content,
} from '../legal-text';

/** How the will's execution is attested and proved in a state (WillExecutionRule.selfProof). */
export interface WillProof {
  readonly heading: string;
  readonly attestation: string;
  /** Louisiana's notary signs the notarial testament with the witnesses. */
  readonly notaryAttests: boolean;
  /** Pages after the will: a self-proving affidavit, or the witnesses' own affidavits. */
  readonly after: Content[];
}

const standardAttestation = (name: string) =>
  `The foregoing instrument was signed and declared by ${name} to be the Testator's Last Will and Testament in our presence, and we, at the Testator's request and in the Testator's presence and in the presence of each other, sign our names as witnesses. Each of us is at least eighteen years of age, and to the best of our knowledge the Testator is of sound mind and under no constraint or undue influence.`;

/**
 * The attestation clauses the statute itself accepts as proof of the will (selfProof
 * ATTESTATION_CLAUSE), each stating what its section asks.
 */
const PROVING_ATTESTATIONS: Partial<
  Record<UsStateCode, { heading: string; text: (name: string) => string; notary: boolean }>
> = {
  // 755 ILCS 5/6-4(a): presence, attestation in the testator's presence, sound mind and memory.
  IL: {
    heading: 'ATTESTATION OF WITNESSES',
    notary: false,
    text: (name) =>
      `${standardAttestation(name)} We were present and saw the Testator sign this instrument, we attested it in the Testator's presence, and we believed the Testator to be of sound mind and memory at the time of signing.`,
  },
  // Prob. Code § 6110(c) and § 8220: the witnesses' declaration under penalty of perjury, in the
  // words of the statutory will (§ 6240).
  CA: {
    heading: 'DECLARATION OF WITNESSES',
    notary: false,
    text: (name) =>
      `Each of us declares under penalty of perjury under the laws of the State of California that the following is true and correct: (a) on the date written below ${name}, the maker of this will, declared to us that this instrument was the maker's will and requested us to act as witnesses to it; (b) we understand this is the maker's will; (c) the maker signed this will in our presence, all of us being present at the same time; (d) we now, at the maker's request, and in the maker's and each other's presence, sign below as witnesses; (e) we believe the maker is of sound mind and memory; (f) we believe that this will was not procured by duress, menace, fraud, or undue influence; (g) the maker is age 18 or older; and (h) each of us is now age 18 or older, is a competent witness, and resides at the address set forth after his or her name.`,
  },
  // La. Civ. Code art. 1576 and Code Civ. Proc. art. 2891: the notarial testament's attestation
  // clause, signed by the notary and two witnesses (the form of former art. 1577, repealed by
  // Acts 2025, No. 30); the testator signs at the end and on each other separate page.
  LA: {
    heading: 'NOTARIAL ACT',
    notary: true,
    text: () =>
      'In our presence the testator has declared or signified that this instrument is the testator’s testament and has signed it at the end and on each other separate page, and in the presence of the testator and each other we have hereunto subscribed our names this ____ day of ______________________, 20____.',
  },
};

const selfProvingAffidavit = (state: UsStateCode, name: string, witnesses: number): Content[] => [
  { text: 'SELF-PROVING AFFIDAVIT', style: 'article', pageBreak: 'before' },
  {
    text: `${jurisdictionName(state).toUpperCase()}\nCOUNTY OF ______________________`,
    style: 'paragraph',
  },
  {
    text: `We, ${name}, the Testator, and the witnesses whose names are signed to the attached Will, being first sworn, declare to the undersigned officer that the Testator signed the Will as the Testator's Last Will and Testament, willingly, as a free and voluntary act, and that each witness signed the Will as a witness in the presence and hearing of the Testator and of each other, and that to the best of each witness's knowledge the Testator was at that time eighteen years of age or older, of sound mind and under no constraint or undue influence.`,
    style: 'paragraph',
  },
  signatureLine(`${name}, Testator`),
  ...Array.from({ length: witnesses }, (_value, index) => signatureLine(`Witness ${index + 1}`)),
  notaryJurat(state, [name, 'the witnesses named above']),
];

/**
 * Each attesting witness's own affidavit, made at or after the signing, which the state's court
 * accepts instead of the witness's testimony (Oregon ORS 113.055, New York SCPA 1406 and the
 * other WITNESS_AFFIDAVIT rows).
 */
const witnessAffidavits = (state: UsStateCode, name: string, witnesses: number): Content[] => [
  { text: 'AFFIDAVITS OF ATTESTING WITNESSES', style: 'article', pageBreak: 'before' },
  {
    text: `Under the law of the ${jurisdictionName(state)} (${WILL_EXECUTION_RULES[state].statute}), each witness may sign an affidavit below before a notary, at the signing of the will or later, which the court may accept instead of the witness’s testimony.`,
    style: 'paragraph',
  },
  ...Array.from({ length: witnesses }, (_value, index) =>
    keepTogether(
      {
        text: `Witness ${index + 1}. I, ______________________, being first duly sworn, say that I am one of the attesting witnesses to the will of ${name}; that the testator signed the will, or acknowledged the signature on it, in my presence and in the presence of the other attesting witness; that I signed the will as a witness in the presence of the testator; and that the testator appeared to me to be of sound mind and not under duress, fraud or undue influence.`,
        style: 'paragraph',
        margin: [0, 12, 0, 0],
      },
      signatureLine(`Witness ${index + 1}, signature`),
      notaryJurat(state, [`Witness ${index + 1}`]),
    ),
  ),
];

/** The attestation, and any proof after the will, that the state's rule names. */
export const selfProof = (state: UsStateCode, name: string): WillProof => {
  const rule = WILL_EXECUTION_RULES[state];
  const count = rule.witnesses.count;
  switch (rule.selfProof) {
    case 'ATTESTATION_CLAUSE': {
      const proving = PROVING_ATTESTATIONS[state];
      if (!proving) throw new Error(`${state} proves its wills by attestation but has no clause`);
      return {
        heading: proving.heading,
        attestation: proving.text(name),
        notaryAttests: proving.notary,
        after: [],
      };
    }
    case 'AFFIDAVIT':
      return plain(name, selfProvingAffidavit(state, name, count));
    case 'WITNESS_AFFIDAVIT':
      return plain(name, witnessAffidavits(state, name, count));
    case 'NONE':
      return plain(name, []);
  }
};

const plain = (name: string, after: Content[]): WillProof => ({
  heading: 'ATTESTATION OF WITNESSES',
  attestation: standardAttestation(name),
  notaryAttests: false,
  after,
});

/** The attestation on one page: its heading, the clause, each witness's lines, the notary's. */
export const attestationBlock = (state: UsStateCode, proof: WillProof): Content =>
  keepTogether(
    { text: proof.heading, style: 'article' },
    { text: proof.attestation, style: 'paragraph' },
    ...witnessBlocks(WILL_EXECUTION_RULES[state].witnesses.count),
    ...(proof.notaryAttests
      ? [signatureLine('Notary Public: signature, printed name and notary identification number')]
      : []),
  );

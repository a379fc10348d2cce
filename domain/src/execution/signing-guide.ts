import { ahcdSigningSteps } from '../ahcd/wizard/ahcd-signing-steps';
import { dfpoaSigningSteps } from '../dfpoa/wizard/dfpoa-signing-steps';
import { DFPOA_STATE_RULES } from './dfpoa-execution-rules';
import { trustSigningSteps, willSigningSteps } from '../estate-plan/wizard/will-signing-steps';
import { US_STATES, type UsStateCode } from '../reference/us-states';
import { AHCD_EXECUTION_RULES } from './ahcd-execution-rules';
import { REMOTE_NOTARIZATION } from './remote-notarization';
import type { SignedDocumentKind } from './signed-document-kind';
import type { StatuteCheck } from './statute-check';
import { TRUST_EXECUTION_RULES } from './trust-execution-rules';
import { WILL_EXECUTION_RULES } from './will-execution-rules';

/** The words for each document in the guide's sentences. */
export const SIGNED_DOCUMENT_NAMES: Readonly<Record<SignedDocumentKind, string>> = {
  will: 'will',
  trust: 'living trust',
  ahcd: 'healthcare directive',
  dfpoa: 'power of attorney',
};

export interface SigningGuideSection {
  readonly heading: string;
  readonly items: readonly string[];
}

/**
 * How this person signs this document in their state (issue 19): the steps, remote and
 * electronic signing where the state allows it, keeping the original, and the sections the
 * guide follows with the day they were checked. One source for the page and its PDF.
 */
export interface SigningGuide {
  readonly title: string;
  readonly sections: readonly SigningGuideSection[];
}

const KEEPING: Readonly<Record<SignedDocumentKind, readonly string[]>> = {
  will: [
    'Keep the signed original in a fireproof place at home or with your attorney, not in a safe deposit box only you can open. Your executor needs the original, not a copy.',
    'Tell your executor where it is. Do not staple, unstaple or write on it after signing.',
  ],
  trust: [
    'Keep the signed trust and pour-over wills together where your successor trustee can find them.',
    'Give banks and title companies the Certification of Trust, not the whole trust.',
  ],
  ahcd: [
    'Give copies to your agents, your doctor and your hospital; a copy works like the original.',
    'Keep the original where your family can reach it quickly, not in a safe deposit box.',
  ],
  dfpoa: [
    'Keep the original safe and tell your agent where it is; some banks and county recorders ask for it.',
    'Give your agent a copy now so they can act when needed.',
  ],
};

const stepsOf = (kind: SignedDocumentKind, state: UsStateCode, isJoint: boolean) => {
  switch (kind) {
    case 'will':
      return willSigningSteps(state);
    case 'trust':
      return trustSigningSteps(state, isJoint);
    case 'ahcd':
      return ahcdSigningSteps(state);
    case 'dfpoa':
      return dfpoaSigningSteps(state);
  }
};

const rowsOf = (kind: SignedDocumentKind, state: UsStateCode): StatuteCheck[] => {
  switch (kind) {
    case 'will':
      return [WILL_EXECUTION_RULES[state]];
    case 'trust':
      return [TRUST_EXECUTION_RULES[state], WILL_EXECUTION_RULES[state]];
    case 'ahcd': {
      const { agent, livingWill } = AHCD_EXECUTION_RULES[state];
      return agent.statute === livingWill.statute ? [agent] : [agent, livingWill];
    }
    case 'dfpoa':
      return [DFPOA_STATE_RULES[state]];
  }
};

const remoteSigning = (kind: SignedDocumentKind, state: UsStateCode): string[] => {
  const name = US_STATES[state];
  const document = SIGNED_DOCUMENT_NAMES[kind];
  const remote = REMOTE_NOTARIZATION[state];
  const electronic = kind === 'will' ? WILL_EXECUTION_RULES[state].electronicWill : null;
  return [
    remote.permitted && !remote.excludes.includes(kind)
      ? `${name} allows a notary to act for you by live audio-video (${remote.statute}). Ask the notary whether they can notarize your ${document} that way; your witnesses must still follow the steps above.`
      : `${name} does not allow your ${document} to be notarized remotely${remote.permitted ? ` (${remote.statute})` : ''}: sign it in person.`,
    ...(electronic?.valid
      ? [
          `${name} also accepts a will signed electronically (${electronic.statute}). This will is made to be printed and signed on paper; an electronic will needs a service that follows that law.`,
        ]
      : kind === 'will'
        ? [`${name} does not accept a will signed electronically: sign it on paper.`]
        : []),
  ];
};

export const signingGuide = (
  kind: SignedDocumentKind,
  state: UsStateCode,
  options: {
    readonly isJoint?: boolean;
    /** The tenant's disclaimer on its signing instructions (instructionsDisclaimer), if it has one. */
    readonly disclaimer?: string | null;
  } = {},
): SigningGuide => ({
  title: `How to sign your ${SIGNED_DOCUMENT_NAMES[kind]} in ${US_STATES[state]}`,
  sections: [
    { heading: 'Signing it', items: stepsOf(kind, state, options.isJoint ?? false) },
    { heading: 'Signing remotely or electronically', items: remoteSigning(kind, state) },
    { heading: 'After you sign', items: KEEPING[kind] },
    {
      heading: 'The law this guide follows',
      items: rowsOf(kind, state).map(
        (row) => `${row.statute} (checked ${row.checkedOn}; ${row.source})`,
      ),
    },
    ...(options.disclaimer ? [{ heading: 'Not legal advice', items: [options.disclaimer] }] : []),
  ],
});

import type { DocumentKind } from '../documents/document-registry';
import type { LifeEventKind } from './life-event';

/**
 * What an event asks of each kind of document: what to update, or null where the event does not
 * touch it (issue 29: the table of event × document × consequence). The words say what to check
 * and where the law varies, never what the law of a given state does; docs/legal/life-events.md
 * holds what is left for counsel.
 */
export type LifeEventConsequences = Readonly<Record<DocumentKind, string | null>>;

export const LIFE_EVENT_CONSEQUENCES = {
  MOVED_STATE: {
    WILL: 'Review your will for your new state, and ask a lawyer there whether to sign a new one.',
    RLT: 'Review your trust for your new state, and deed any real estate you buy there to the trust.',
    AHCD: 'Make a new health care directive on your new state’s rules, so doctors there accept it without question.',
    DFPOA:
      'Make a new power of attorney on your new state’s rules, so banks there accept it without question.',
  },
  MARRIED: {
    WILL: 'Update your will to say how you provide for your spouse or partner. In many states a spouse your will leaves out can claim a share anyway.',
    RLT: 'Update your trust’s beneficiaries and successor trustees to say how you provide for your spouse or partner.',
    AHCD: 'Check who your health care agent is, and whether you now want your spouse or partner to be the one.',
    DFPOA:
      'Check who your financial agent is, and whether you now want your spouse or partner to be the one.',
  },
  MARRIAGE_ENDED: {
    WILL: 'Update your will where it names your former spouse or partner, as a beneficiary or as executor. Some states cancel those parts after a divorce, but not all do, and not after a separation.',
    RLT: 'Update your trust where it names your former spouse or partner, as a beneficiary or as trustee.',
    AHCD: 'Name a new health care agent if your former spouse or partner is your agent.',
    DFPOA: 'Name a new financial agent if your former spouse or partner is your agent.',
  },
  CHILD_ADDED: {
    WILL: 'Add your new child: as a beneficiary, and with a guardian for them while they are a minor.',
    RLT: 'Add your new child as a beneficiary of your trust, with the ages at which they receive their share.',
    AHCD: null,
    DFPOA: null,
  },
  GRANDCHILD_ADDED: {
    WILL: 'Check that the gifts to your descendants include your new grandchild the way you want.',
    RLT: 'Check that your trust’s shares for your descendants include your new grandchild the way you want.',
    AHCD: null,
    DFPOA: null,
  },
  NAMED_PERSON_DIED: {
    WILL: 'Replace the person who died wherever your will names them: as a beneficiary, executor or guardian.',
    RLT: 'Replace the person who died wherever your trust names them: as a beneficiary or successor trustee.',
    AHCD: 'Name a new health care agent if the person who died was your agent or backup agent.',
    DFPOA: 'Name a new financial agent if the person who died was your agent or backup agent.',
  },
  FIDUCIARY_CANNOT_SERVE: {
    WILL: 'Name a new executor or guardian in place of the person who can no longer serve.',
    RLT: 'Name a new successor trustee in place of the person who can no longer serve.',
    AHCD: 'Name a new health care agent in place of the person who can no longer serve.',
    DFPOA: 'Name a new financial agent in place of the person who can no longer serve.',
  },
} as const satisfies Record<LifeEventKind, LifeEventConsequences>;

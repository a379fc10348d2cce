import type { UsStateCode } from '../reference/us-states';
import {
  AHCD_EXECUTION_RULES,
  type AhcdFormality,
  type AhcdPartRule,
} from './ahcd-execution-rules';
import type { WitnessExclusion, WitnessRequirement } from './statute-check';

/** How the combined directive is signed: the stricter of its two parts. */
export interface AhcdExecution {
  readonly statute: string;
  readonly formality: AhcdFormality;
  readonly witnesses: WitnessRequirement & { readonly count: 1 | 2 };
}

type Way = 'witnesses' | 'notary';
const WAYS: Readonly<Record<AhcdFormality, readonly Way[]>> = {
  witnesses: ['witnesses'],
  notary: ['notary'],
  'witnesses-or-notary': ['witnesses', 'notary'],
  'witnesses-and-notary': [],
};

const union = (...lists: (readonly WitnessExclusion[] | undefined)[]) => [
  ...new Set(lists.flatMap((list) => list ?? [])),
];

/**
 * A formality that satisfies both parts: a way of signing that each part accepts alone, or
 * both witnesses and a notary where no single way satisfies both.
 */
const stricter = (a: AhcdFormality, b: AhcdFormality): AhcdFormality => {
  const both = WAYS[a].filter((way) => WAYS[b].includes(way));
  if (both.length === 2) return 'witnesses-or-notary';
  return both[0] ?? 'witnesses-and-notary';
};

export const combineAhcdParts = (agent: AhcdPartRule, livingWill: AhcdPartRule): AhcdExecution => {
  // A part acknowledged before a notary alone sets no witness rule: only parts that witnesses
  // may sign decide how many witnesses sign, how old they are and who may not be one.
  const witnessed = [agent, livingWill].filter((part) => part.formality !== 'notary');
  const rules = (witnessed.length > 0 ? witnessed : [agent, livingWill]).map(
    (part) => part.witnesses,
  );
  const exclusions = union(...rules.map((rule) => rule.exclusions));
  // Who may be none of the witnesses need not also be named as one of them.
  const oneWitnessExclusions = union(...rules.map((rule) => rule.oneWitnessExclusions)).filter(
    (exclusion) => !exclusions.includes(exclusion),
  );
  return {
    statute:
      agent.statute === livingWill.statute
        ? agent.statute
        : `${agent.statute}; ${livingWill.statute}`,
    formality: stricter(agent.formality, livingWill.formality),
    witnesses: {
      count: Math.max(...rules.map((rule) => rule.count)) as 1 | 2,
      minimumAge: Math.max(...rules.map((rule) => rule.minimumAge)) as 18 | 19 | 21,
      exclusions,
      ...(oneWitnessExclusions.length > 0 ? { oneWitnessExclusions } : {}),
    },
  };
};

/** How a state's combined directive is signed. */
export const ahcdExecution = (state: UsStateCode): AhcdExecution => {
  const rule = AHCD_EXECUTION_RULES[state];
  return combineAhcdParts(rule.agent, rule.livingWill);
};

import { z } from 'zod';
import type { PersonalPlan } from './household-plan';

/** A question of the plan quiz: its choices are answers keyed by the value the form keeps. */
export interface PlanQuizQuestion {
  readonly text: string;
  readonly hint?: string;
  readonly choices: Readonly<Record<string, string>>;
}

const YES_NO = { yes: 'Yes', no: 'No' } as const;

/** Above about this much, probate usually costs enough that a trust is worth making. */
const LARGER_ESTATE = '$500,000';

/**
 * The household page's two-minute quiz (platform-core.md 2.9), in the order it is asked: it
 * suggests one of the household plans.
 */
export const PLAN_QUIZ_QUESTIONS = {
  goal: {
    text: 'What would you like to plan for now?',
    choices: {
      full_plan: 'Who receives what I own after I die, and who decides for me if I cannot',
      decisions_only: 'Only who makes medical and money decisions for me if I cannot',
    },
  },
  hasWillOrTrust: {
    text: 'Do you already have a will or trust that you are happy with?',
    choices: YES_NO,
  },
  homeOrLand: {
    text: 'Do you own a home or land?',
    choices: {
      no: 'No',
      one_state: 'Yes, in one state',
      several_states: 'Yes, in more than one state',
    },
  },
  avoidProbate: {
    text: 'Would you like your family to avoid probate court and keep your estate private?',
    hint: 'Probate is the court process that settles an estate after a death. It is public, and it can take months and cost fees.',
    choices: YES_NO,
  },
  largerEstate: {
    text: `Is everything you own worth more than about ${LARGER_ESTATE} in total?`,
    hint: 'Count your home, savings and investments. A rough guess is fine.',
    choices: YES_NO,
  },
  minorChildren: {
    text: 'Do you have children under 18?',
    choices: YES_NO,
  },
} as const satisfies Record<string, PlanQuizQuestion>;

const isChoice = <Choices extends Readonly<Record<string, string>>>(
  choices: Choices,
  answer: string,
): answer is Extract<keyof Choices, string> => Object.hasOwn(choices, answer);

/** One of the question's choices; unanswered (null) until a radio button is picked. */
const answerTo = <Choices extends Readonly<Record<string, string>>>(question: {
  readonly text: string;
  readonly choices: Choices;
}) =>
  z
    .string()
    .nullish()
    .transform((answer, context) => {
      if (answer && isChoice(question.choices, answer)) return answer;
      context.addIssue({ code: 'custom', message: `Please answer: ${question.text}` });
      return z.NEVER;
    });

export const PlanQuizSchema = z.object({
  goal: answerTo(PLAN_QUIZ_QUESTIONS.goal),
  hasWillOrTrust: answerTo(PLAN_QUIZ_QUESTIONS.hasWillOrTrust),
  homeOrLand: answerTo(PLAN_QUIZ_QUESTIONS.homeOrLand),
  avoidProbate: answerTo(PLAN_QUIZ_QUESTIONS.avoidProbate),
  largerEstate: answerTo(PLAN_QUIZ_QUESTIONS.largerEstate),
  minorChildren: answerTo(PLAN_QUIZ_QUESTIONS.minorChildren),
});
export type PlanQuizForm = z.input<typeof PlanQuizSchema>;
export type PlanQuizAnswers = z.output<typeof PlanQuizSchema>;

export interface PlanRecommendation {
  readonly plan: PersonalPlan;
  /** Why, in short sentences shown to the person. */
  readonly reasons: readonly string[];
}

const reasonsOf = (reasons: readonly (string | false)[]): readonly string[] =>
  reasons.filter((reason): reason is string => reason !== false);

const incapacityOnly = (answers: PlanQuizAnswers): PlanRecommendation => ({
  plan: 'incapacity_only',
  reasons: reasonsOf([
    answers.goal === 'decisions_only' &&
      'For now, you want to name who makes medical and money decisions for you if you cannot.',
    answers.hasWillOrTrust === 'yes' && 'You already have a will or trust that you are happy with.',
    'The incapacity-only plan makes an advance healthcare directive and a financial power of attorney, so people you trust can make those decisions.',
    answers.minorChildren === 'yes' &&
      (answers.hasWillOrTrust === 'yes'
        ? 'Check that the plan you have names a guardian for your children under 18.'
        : 'A will is the usual place to name a guardian for your children under 18, so consider a will-based or trust-based plan soon.'),
  ]),
});

/** What points to a trust: property in a state, or several, the wish to skip probate, its cost. */
const trustReasons = (answers: PlanQuizAnswers): readonly string[] =>
  reasonsOf([
    answers.homeOrLand === 'several_states' &&
      'You own a home or land in more than one state. With only a will, your family may need a separate probate case in each of those states.',
    answers.homeOrLand === 'one_state' &&
      'You own a home or land. A trust can pass it to your family without probate court.',
    answers.avoidProbate === 'yes' &&
      'You want your family to avoid probate court. A trust is settled privately, while probate is public record.',
    answers.largerEstate === 'yes' &&
      `What you own is worth more than about ${LARGER_ESTATE}. Probate of a larger estate usually takes longer and costs more.`,
  ]);

/**
 * The plan the quiz suggests. Incapacity documents alone when that is all the person wants now or
 * they already have a will or trust; a revocable living trust when they own real estate, want to
 * avoid probate or own more; otherwise a will. Either of the last two names guardians for minors
 * (the trust through its pour-over will).
 */
export const recommendPlan = (answers: PlanQuizAnswers): PlanRecommendation => {
  if (answers.goal === 'decisions_only' || answers.hasWillOrTrust === 'yes')
    return incapacityOnly(answers);
  const forTrust = trustReasons(answers);
  const children = answers.minorChildren === 'yes';
  if (forTrust.length > 0)
    return {
      plan: 'trust',
      reasons: reasonsOf([
        ...forTrust,
        'A trust avoids probate only for the property you move into it; the trust plan helps you list that property.',
        children &&
          'Your trust plan includes a pour-over will, where you name a guardian for your children under 18.',
      ]),
    };
  return {
    plan: 'will',
    reasons: reasonsOf([
      `You do not own a home or land, what you own is worth less than about ${LARGER_ESTATE}, and avoiding probate is not a priority for you, so a will usually covers what you need.`,
      'You can keep many accounts, such as bank, investment and retirement accounts, out of probate by naming a beneficiary on each one.',
      children && 'Your will is where you name a guardian for your children under 18.',
    ]),
  };
};

import {
  PLAN_QUIZ_QUESTIONS,
  PlanQuizSchema,
  recommendPlan,
  type PlanQuizAnswers,
  type PlanQuizForm,
} from './plan-quiz';

/** Someone who wants a full plan and has none, owns no home or land, nor much else. */
const answers = (changes: Partial<PlanQuizAnswers> = {}): PlanQuizAnswers => ({
  goal: 'full_plan',
  hasWillOrTrust: 'no',
  homeOrLand: 'no',
  avoidProbate: 'no',
  largerEstate: 'no',
  minorChildren: 'no',
  ...changes,
});

const PROBATE_IN_EACH_STATE =
  'You own a home or land in more than one state. With only a will, your family may need a separate probate case in each of those states.';
const HOME = 'You own a home or land. A trust can pass it to your family without probate court.';
const PRIVATE =
  'You want your family to avoid probate court. A trust is settled privately, while probate is public record.';
const LARGER =
  'What you own is worth more than about $500,000. Probate of a larger estate usually takes longer and costs more.';
const FUNDING =
  'A trust avoids probate only for the property you move into it; the trust plan helps you list that property.';
const POUR_OVER_GUARDIAN =
  'Your trust plan includes a pour-over will, where you name a guardian for your children under 18.';
const WILL_COVERS =
  'You do not own a home or land, what you own is worth less than about $500,000, and avoiding probate is not a priority for you, so a will usually covers what you need.';
const BENEFICIARY_DESIGNATIONS =
  'You can keep many accounts, such as bank, investment and retirement accounts, out of probate by naming a beneficiary on each one.';
const WILL_GUARDIAN = 'Your will is where you name a guardian for your children under 18.';
const DECISIONS_ONLY =
  'For now, you want to name who makes medical and money decisions for you if you cannot.';
const HAS_PLAN = 'You already have a will or trust that you are happy with.';
const INCAPACITY_DOCUMENTS =
  'The incapacity-only plan makes an advance healthcare directive and a financial power of attorney, so people you trust can make those decisions.';
const CHECK_GUARDIAN = 'Check that the plan you have names a guardian for your children under 18.';
const ADD_GUARDIAN =
  'A will is the usual place to name a guardian for your children under 18, so consider a will-based or trust-based plan soon.';

describe('the two-minute plan quiz (platform-core.md 2.9)', () => {
  it.each([
    ['nothing pointing to a trust', {}, 'will', [WILL_COVERS, BENEFICIARY_DESIGNATIONS]],
    [
      'nothing pointing to a trust, with young children',
      { minorChildren: 'yes' },
      'will',
      [WILL_COVERS, BENEFICIARY_DESIGNATIONS, WILL_GUARDIAN],
    ],
    ['a home in one state', { homeOrLand: 'one_state' }, 'trust', [HOME, FUNDING]],
    [
      'land in several states',
      { homeOrLand: 'several_states' },
      'trust',
      [PROBATE_IN_EACH_STATE, FUNDING],
    ],
    ['the wish to avoid probate', { avoidProbate: 'yes' }, 'trust', [PRIVATE, FUNDING]],
    ['a larger estate', { largerEstate: 'yes' }, 'trust', [LARGER, FUNDING]],
    [
      'all of them, with young children',
      {
        homeOrLand: 'several_states',
        avoidProbate: 'yes',
        largerEstate: 'yes',
        minorChildren: 'yes',
      },
      'trust',
      [PROBATE_IN_EACH_STATE, PRIVATE, LARGER, FUNDING, POUR_OVER_GUARDIAN],
    ],
    [
      'decisions only',
      { goal: 'decisions_only', homeOrLand: 'one_state' },
      'incapacity_only',
      [DECISIONS_ONLY, INCAPACITY_DOCUMENTS],
    ],
    [
      'decisions only, with young children',
      { goal: 'decisions_only', minorChildren: 'yes' },
      'incapacity_only',
      [DECISIONS_ONLY, INCAPACITY_DOCUMENTS, ADD_GUARDIAN],
    ],
    [
      'a will or trust already',
      { hasWillOrTrust: 'yes', largerEstate: 'yes' },
      'incapacity_only',
      [HAS_PLAN, INCAPACITY_DOCUMENTS],
    ],
    [
      'decisions only and a will already, with young children',
      { goal: 'decisions_only', hasWillOrTrust: 'yes', minorChildren: 'yes' },
      'incapacity_only',
      [DECISIONS_ONLY, HAS_PLAN, INCAPACITY_DOCUMENTS, CHECK_GUARDIAN],
    ],
  ] as const)('%s → %s', (_, changes, plan, reasons) => {
    expect(recommendPlan(answers(changes))).toEqual({ plan, reasons });
  });

  it('names each question left unanswered, in the order asked', () => {
    const unanswered: PlanQuizForm = {
      goal: null,
      hasWillOrTrust: null,
      homeOrLand: null,
      avoidProbate: null,
      largerEstate: null,
      minorChildren: null,
    };
    const result = PlanQuizSchema.safeParse(unanswered);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['goal'], 'Please answer: What would you like to plan for now?'],
      [
        ['hasWillOrTrust'],
        'Please answer: Do you already have a will or trust that you are happy with?',
      ],
      [['homeOrLand'], 'Please answer: Do you own a home or land?'],
      [
        ['avoidProbate'],
        'Please answer: Would you like your family to avoid probate court and keep your estate private?',
      ],
      [
        ['largerEstate'],
        'Please answer: Is everything you own worth more than about $500,000 in total?',
      ],
      [['minorChildren'], 'Please answer: Do you have children under 18?'],
    ]);
    expect(PlanQuizSchema.safeParse({}).error?.issues).toHaveLength(6);
  });

  it('refuses an answer that is not one of the choices', () => {
    expect(
      PlanQuizSchema.safeParse({ ...answers(), homeOrLand: 'yes' }).error?.issues,
    ).toMatchObject([
      { path: ['homeOrLand'], message: 'Please answer: Do you own a home or land?' },
    ]);
  });

  it('accepts every choice of every question', () => {
    for (const [name, question] of Object.entries(PLAN_QUIZ_QUESTIONS))
      for (const value of Object.keys(question.choices))
        expect(PlanQuizSchema.parse({ ...answers(), [name]: value })).toEqual({
          ...answers(),
          [name]: value,
        });
  });
});

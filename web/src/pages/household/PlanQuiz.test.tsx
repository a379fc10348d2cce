import { HOUSEHOLD_FORM_MESSAGES, PLAN_QUIZ_QUESTIONS } from '@bequest/sdk/app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';

const signedOut = {
  status: 401,
  body: { error: { code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue.' } },
};

const openQuiz = async () => {
  renderAppAt('/household', { 'GET /v2/tenant': tenantAnswer('willow'), 'GET /v2/me': signedOut });
  await userEvent.click(await screen.findByRole('button', { name: 'Take our two-minute quiz' }));
  return screen.getByRole('dialog', { name: 'Which plan fits you?' });
};

/** Picks the answer given for each question, by its label. */
const answer = async (quiz: HTMLElement, answers: Readonly<Record<string, string>>) => {
  for (const [name, question] of Object.entries(PLAN_QUIZ_QUESTIONS)) {
    const label = answers[name];
    const group = within(quiz).getByRole('group', { name: question.text });
    if (label) await userEvent.click(within(group).getByRole('radio', { name: label }));
  }
};

const TRUST_ANSWERS = {
  goal: 'Who receives what I own after I die, and who decides for me if I cannot',
  hasWillOrTrust: 'No',
  homeOrLand: 'Yes, in more than one state',
  avoidProbate: 'No',
  largerEstate: 'No',
  minorChildren: 'Yes',
};

describe('the household page’s two-minute quiz (platform-core.md 2.9)', () => {
  it('names each unanswered question without submitting the household form', async () => {
    const quiz = await openQuiz();
    await userEvent.click(within(quiz).getByRole('button', { name: 'See my plan' }));

    for (const question of Object.values(PLAN_QUIZ_QUESTIONS))
      expect(
        await within(quiz).findByRole('group', { name: question.text }),
      ).toHaveAccessibleDescription(expect.stringContaining(`Please answer: ${question.text}`));
    expect(screen.queryByText(HOUSEHOLD_FORM_MESSAGES.invalidForm)).not.toBeInTheDocument();
    expect(quiz).toBeInTheDocument();
  });

  it('suggests a plan with its reasons, goes back to the answers, and uses the plan', async () => {
    const quiz = await openQuiz();
    await answer(quiz, TRUST_ANSWERS);
    await userEvent.click(within(quiz).getByRole('button', { name: 'See my plan' }));

    const suggestion = await within(quiz).findByRole('heading', {
      name: 'We suggest the Trust-based plan',
    });
    expect(suggestion).toHaveFocus();
    expect(
      within(quiz)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You own a home or land in more than one state. With only a will, your family may need a separate probate case in each of those states.',
      'A trust avoids probate only for the property you move into it; the trust plan helps you list that property.',
      'Your trust plan includes a pour-over will, where you name a guardian for your children under 18.',
    ]);

    await userEvent.click(within(quiz).getByRole('button', { name: 'Back to the questions' }));
    expect(within(quiz).getByText(/Answer a few short questions/)).toHaveFocus();
    const homeOrLand = within(quiz).getByRole('group', {
      name: PLAN_QUIZ_QUESTIONS.homeOrLand.text,
    });
    expect(
      within(homeOrLand).getByRole('radio', { name: 'Yes, in more than one state' }),
    ).toBeChecked();
    await userEvent.click(within(homeOrLand).getByRole('radio', { name: 'No' }));
    await userEvent.click(within(quiz).getByRole('button', { name: 'See my plan' }));
    expect(
      await within(quiz).findByRole('heading', { name: 'We suggest the Will-based plan' }),
    ).toHaveFocus();
    expect(
      within(quiz).getByText('Your will is where you name a guardian for your children under 18.'),
    ).toBeVisible();

    await userEvent.click(within(quiz).getByRole('button', { name: 'Use this plan' }));
    expect(quiz).not.toBeInTheDocument();
    const plans = screen.getByRole('group', { name: 'Which plan fits your household?' });
    expect(within(plans).getByRole('radio', { name: 'Will-based plan' })).toBeChecked();
    expect(screen.queryByText(HOUSEHOLD_FORM_MESSAGES.invalidForm)).not.toBeInTheDocument();
  });

  it('suggests the incapacity-only plan to someone who only wants decision makers now', async () => {
    const quiz = await openQuiz();
    await answer(quiz, {
      ...TRUST_ANSWERS,
      goal: 'Only who makes medical and money decisions for me if I cannot',
    });
    await userEvent.click(within(quiz).getByRole('button', { name: 'See my plan' }));
    expect(
      await within(quiz).findByRole('heading', { name: 'We suggest the Incapacity-only plan' }),
    ).toBeVisible();

    await userEvent.click(within(quiz).getByRole('button', { name: 'Use this plan' }));
    expect(screen.getByRole('radio', { name: 'Incapacity-only plan' })).toBeChecked();
  });

  it('closes without changing the household’s plan', async () => {
    const quiz = await openQuiz();
    await userEvent.click(within(quiz).getByRole('button', { name: 'Close' }));
    expect(quiz).not.toBeInTheDocument();
    for (const plan of ['Trust-based plan', 'Will-based plan', 'Incapacity-only plan'])
      expect(screen.getByRole('radio', { name: plan })).not.toBeChecked();
  });
});

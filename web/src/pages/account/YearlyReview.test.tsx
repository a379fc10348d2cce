import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer, type Answer } from '../../test-setup/render-app';
import { texUser } from '../../test-setup/signed-in-user';

const QUESTIONS = [
  {
    event: 'CHILD_ADDED',
    question: 'Have you had or adopted a child since your documents were finished?',
  },
  { event: 'GRANDCHILD_ADDED', question: 'Have you had a new grandchild?' },
  { event: 'NAMED_PERSON_DIED', question: 'Has anyone your documents name died?' },
  {
    event: 'FIDUCIARY_CANNOT_SERVE',
    question: 'Can anyone your documents appoint no longer serve?',
  },
];

const flag = {
  id: 'r1',
  kind: 'WILL',
  title: 'Last Will & Testament',
  documentId: 'w1',
  event: 'CHILD_ADDED',
  reason: 'You told us you have a new child.',
  update: 'Add your new child.',
  stateNote: null,
  flaggedAt: '2026-11-20T10:00:00.000Z',
};

/** The account page, answering from `answers` as they are when asked: a test may change them. */
const renderAccount = (answers: Record<string, Answer>, calls?: string[]) =>
  renderAppAt(
    '/account',
    Object.assign(answers, {
      'GET /v2/tenant': tenantAnswer('bequest'),
      'GET /v2/me': { status: 200, body: texUser() },
    }),
    calls,
  );

const region = () => screen.findByRole('region', { name: 'Your yearly review' });

describe('the yearly review on the account page (issue 29)', () => {
  it('asks each question as a labeled checkbox, and lists what a yes flagged', async () => {
    const calls: string[] = [];
    const answers: Record<string, Answer> = {
      'GET /v2/me/yearly-review': { status: 200, body: { due: true, questions: QUESTIONS } },
      'GET /v2/me/document-reviews': { status: 200, body: [] },
      'PUT /v2/me/yearly-review': { status: 200, body: { flagged: 1 } },
    };
    renderAccount(answers, calls);
    const review = within(await region());
    expect(
      review.getByRole('group', { name: 'Since then, check each that applies:' }),
    ).toBeVisible();
    for (const { question } of QUESTIONS)
      expect(review.getByRole('checkbox', { name: question })).not.toBeChecked();

    await userEvent.click(review.getByRole('checkbox', { name: QUESTIONS[0]!.question }));
    answers['GET /v2/me/yearly-review'] = {
      status: 200,
      body: { due: false, questions: QUESTIONS },
    };
    answers['GET /v2/me/document-reviews'] = { status: 200, body: [flag] };
    await userEvent.click(review.getByRole('button', { name: 'Save my review' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. See "Review your documents" for what to update.',
    );
    expect(calls).toContain('PUT /v2/me/yearly-review');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your yearly review' })).toBeNull(),
    );
    expect(
      within(await screen.findByRole('region', { name: 'Review your documents' })).getByText(
        flag.reason,
      ),
    ).toBeVisible();
  });

  it('says so when the review cannot be saved', async () => {
    renderAccount({
      'GET /v2/me/yearly-review': { status: 200, body: { due: true, questions: QUESTIONS } },
      'PUT /v2/me/yearly-review': {
        status: 500,
        body: { error: { code: 'UNEXPECTED', message: 'Unexpected', requestId: 'x' } },
      },
    });
    await userEvent.click(within(await region()).getByRole('button', { name: 'Save my review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your review. Please try again.',
    );
  });

  it('asks nothing when the review is not due', async () => {
    renderAccount({
      'GET /v2/me/yearly-review': { status: 200, body: { due: false, questions: QUESTIONS } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome, Tex/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your yearly review' })).toBeNull();
  });
});

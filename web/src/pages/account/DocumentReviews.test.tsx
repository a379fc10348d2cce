import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer, type Answer } from '../../test-setup/render-app';
import { texUser } from '../../test-setup/signed-in-user';

const moved = {
  id: 'r1',
  kind: 'WILL',
  title: 'Last Will & Testament',
  documentId: 'w1',
  event: 'MOVED_STATE',
  reason: 'You moved from California to Texas.',
  update: 'Review your will for your new state, and ask a lawyer there whether to sign a new one.',
  stateNote:
    'Most states accept a will that was validly signed under the law of the state where it was signed, but Texas has its own rules for proving a will in court.',
  flaggedAt: '2026-11-20T10:00:00.000Z',
};
const married = {
  ...moved,
  id: 'r2',
  kind: 'AHCD',
  title: 'Living Will (Advance Healthcare Directive)',
  documentId: 'a1',
  event: 'MARRIED',
  reason: 'Your marital status changed from Single to Married.',
  update: 'Check who your health care agent is.',
  stateNote: null,
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

const notice = () => screen.findByRole('region', { name: 'Review your documents' });

describe('"Review your documents" on the account page (issue 29)', () => {
  it('lists each flagged document with the reason, what to update and the state note', async () => {
    renderAccount({ 'GET /v2/me/document-reviews': { status: 200, body: [moved, married] } });
    const region = within(await notice());
    const items = region.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const will = within(items[0]!);
    expect(will.getByRole('heading', { level: 3, name: 'Last Will & Testament' })).toBeVisible();
    expect(will.getByText(moved.reason)).toBeVisible();
    expect(will.getByText(moved.update)).toBeVisible();
    expect(will.getByText(moved.stateNote)).toBeVisible();
    const directive = within(items[1]!);
    expect(directive.getByText(married.reason)).toBeVisible();
    expect(
      directive.getByRole('button', {
        name: "I've reviewed my Living Will (Advance Healthcare Directive): Your marital status changed from Single to Married.",
      }),
    ).toBeEnabled();
  });

  it('dismisses a flag with the keyboard and shows the list read again', async () => {
    const calls: string[] = [];
    const answers: Record<string, Answer> = {
      'GET /v2/me/document-reviews': { status: 200, body: [moved, married] },
      'POST /v2/me/document-reviews/r1/dismissal': { status: 200, body: { dismissed: true } },
    };
    renderAccount(answers, calls);
    const button = await screen.findByRole('button', { name: /^I've reviewed my Last Will/ });
    answers['GET /v2/me/document-reviews'] = { status: 200, body: [married] };
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^I've reviewed my Last Will/ })).toBeNull(),
    );
    expect(calls).toContain('POST /v2/me/document-reviews/r1/dismissal');
    expect(within(await notice()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when a dismissal fails, and keeps the flag', async () => {
    renderAccount({
      'GET /v2/me/document-reviews': { status: 200, body: [moved] },
      'POST /v2/me/document-reviews/r1/dismissal': {
        status: 500,
        body: { error: { code: 'UNEXPECTED', message: 'Unexpected', requestId: 'x' } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^I've reviewed my/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save that. Please try again.',
    );
    expect(screen.getByRole('button', { name: /^I've reviewed my/ })).toBeEnabled();
  });

  it('shows nothing without flags', async () => {
    renderAccount({ 'GET /v2/me/document-reviews': { status: 200, body: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome, Tex/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Review your documents' })).toBeNull();
  });
});

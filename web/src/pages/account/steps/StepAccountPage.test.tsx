import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer, type Answer } from '../../../test-setup/render-app';
import { texProfile, texUser } from '../../../test-setup/signed-in-user';

const owner = (records: Parameters<typeof texProfile>[0] = {}) =>
  texProfile({ tenantId: 'acme-wealth', estatePlanPackageType: 'will_based', ...records });
const partner = {
  ...texProfile({
    randId: 'profile-2',
    tenantId: 'acme-wealth',
    fullName: { first: 'Sam', middle: '', last: 'Rivera' },
    estatePlanPackageType: 'will_based',
  }),
};
const household = (ownerProfile: ReturnType<typeof owner>) => ({
  ...texUser({ profile: ownerProfile }),
  profiles: [partner, ownerProfile],
  // Both members have accepted the latest terms (platform-core.md 2.14).
  partnerExistsAndHasAcceptedLatestTerms: true,
});

const renderStepPage = (
  user: object,
  configuration = { household: true },
  events: Answer | Promise<Answer> = { status: 200, body: [] },
  printMailRequests: Answer = { status: 200, body: [] },
  queued: Readonly<Record<string, Answer>> = {},
) =>
  renderAppAt('/account', {
    'GET /v2/tenant': tenantAnswer('acme-wealth', {}, configuration),
    'GET /v2/me': { status: 200, body: user },
    'GET /v2/me/package-events': events,
    'GET /v2/me/print-mail-requests': printMailRequests,
    ...queued,
  });

/** A will-based plan with every document finished. */
const finishedPlan = {
  will: { randId: 'w1', isComplete: true, isValid: true },
  ahcd: { randId: 'a1', isComplete: true },
  dfpoa: { randId: 'd1', isComplete: true },
};

const strategistEvent = (eventType: 'SKIP_STRATEGIST_CALL' | 'SCHEDULE_STRATEGIST_CALL') => ({
  eventType,
  createdBy: 'profile-1',
  createdAt: '2026-10-02T15:00:00Z',
  packageDetails: { packageType: 'will_based', ahcdId: 'a1', dfpoaId: 'd1', estateId: 'w1' },
});

const strategistStep = () => screen.getByRole('region', { name: /^Step 3 / });

describe('the white-labeled account page in household mode (platform-core.md 2.11, 4.11)', () => {
  it('greets "Owner & Second", sums both up in name order, and lists each member’s documents', async () => {
    renderStepPage(household(owner()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Tex & Sam!' })).toBeVisible();
    const details = within(screen.getByRole('region', { name: 'Household Details' }));
    expect(details.getAllByText(/Rivera$/).map((name) => name.textContent)).toEqual([
      'Sam Rivera',
      'Tex Rivera',
    ]);
    expect(details.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/household');
    expect(screen.getByText('You selected a will-based plan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Complete your documents/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Sam's documents" })).toBeInTheDocument();
    expect(screen.getByText('Account Owner')).toBeInTheDocument();
  });

  it('says where the attorney-drafted plan is: matching done, the attorney named, drafting under way', async () => {
    renderStepPage(
      household(owner({ clientProductType: 'attorney_drafted' })),
      undefined,
      undefined,
      undefined,
      {
        'GET /v2/me/attorney-drafted-plans': {
          status: 200,
          body: [
            {
              id: 'plan-1',
              status: 'matched',
              statusLabel: 'Matched: your attorney will contact you by e-mail',
              stepsDone: 1,
              attorney: 'Jordan Avery, Avery Law',
              requestedAt: '2026-12-01T10:00:00.000Z',
              matchedAt: '2026-12-03T10:00:00.000Z',
            },
          ],
        },
      },
    );
    const matching = await screen.findByRole('region', { name: /Attorney Matching/ });
    expect(
      await within(matching).findByText('Your attorney: Jordan Avery, Avery Law'),
    ).toBeVisible();
    const drafting = screen.getByRole('region', { name: /Attorney Drafting/ });
    expect(
      within(drafting).getByText(
        'Status of your plan: Matched: your attorney will contact you by e-mail.',
      ),
    ).toBeInTheDocument();
    expect(matching.textContent).not.toContain('Status of your plan');
  });

  it('shows the attorney’s steps in place of steps 2 to 4 for an attorney-drafted plan', async () => {
    renderStepPage(household(owner({ clientProductType: 'attorney_drafted' })));
    expect(await screen.findByText('You selected an Attorney-drafted plan')).toBeInTheDocument();
    for (const [step, weeks] of [
      ['Attorney Matching', '1-2 weeks'],
      ['Attorney Drafting', '4-6 weeks'],
      ['Document Finalization', '1-2 weeks'],
    ]) {
      const section = screen.getByRole('region', { name: new RegExp(step!) });
      expect(within(section).getByText(weeks!)).toBeInTheDocument();
    }
    expect(
      screen.getByText('Payment to the law firm must be complete before the introductory meeting.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: /Complete your documents/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Print and mail/i })).not.toBeInTheDocument();
  });

  it('keeps one person’s page as it was: their name, the edit button and choose-your-plan', async () => {
    renderStepPage(texUser({ profile: owner() }), { household: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Tex!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/choose-your-plan',
    );
  });

  it('warns in step 2 that documents already mailed will not show later changes', async () => {
    renderStepPage(
      texUser({ profile: owner() }),
      { household: false },
      {
        status: 200,
        body: [
          {
            eventType: 'REQUEST_PRINT_AND_MAIL',
            createdBy: 'profile-1',
            createdAt: '2026-10-02T15:00:00Z',
            packageDetails: {
              packageType: 'will_based',
              ahcdId: 'a',
              dfpoaId: 'd',
              estateId: 'w',
            },
          },
        ],
      },
    );
    expect(
      await screen.findByText(/You requested your documents by mail on 10\/02\/2026\./),
    ).toHaveTextContent('Changes you make now will not be in the copies we mailed.');
  });

  it('shows where the newest strategist call and attorney consultation are (issue 24)', async () => {
    renderStepPage(
      texUser({ profile: owner(finishedPlan) }),
      { household: false },
      { status: 200, body: [strategistEvent('SCHEDULE_STRATEGIST_CALL')] },
      { status: 200, body: [] },
      {
        'GET /v2/me/strategist-calls': {
          status: 200,
          body: [
            {
              id: 'call-1',
              status: 'documents_sent',
              statusLabel: 'Documents sent to your strategist',
              scheduledAt: '2026-10-02T15:00:00.000Z',
              documentsSentAt: '2026-10-03T15:00:00.000Z',
              documents: ['Last Will & Testament'],
            },
          ],
        },
        'GET /v2/me/attorney-consult-requests': {
          status: 200,
          body: [
            {
              id: 'consult-1',
              status: 'referred',
              statusLabel: 'Referred to an attorney',
              state: 'TX',
              requestedAt: '2026-10-01T15:00:00.000Z',
              referredAt: '2026-10-02T15:00:00.000Z',
              contactedAt: null,
            },
          ],
        },
      },
    );
    expect(
      await within(await screen.findByRole('region', { name: /^Step 3 / })).findByText(
        /Status of your call: Documents sent to your strategist\.$/,
      ),
    ).toBeVisible();
    expect(
      await screen.findByText('Status of your attorney consultation: Referred to an attorney.'),
    ).toBeVisible();
  });

  it('shows in step 4 where the newest print-and-mail request is (issue 24)', async () => {
    const mailEvent = {
      eventType: 'REQUEST_PRINT_AND_MAIL',
      createdBy: 'profile-1',
      createdAt: '2026-10-02T15:00:00Z',
      packageDetails: { packageType: 'will_based', ahcdId: 'a1', dfpoaId: 'd1', estateId: 'w1' },
    };
    renderStepPage(
      texUser({ profile: owner(finishedPlan) }),
      { household: false },
      { status: 200, body: [mailEvent] },
      {
        status: 200,
        body: [
          {
            id: 'request-1',
            status: 'mailed',
            statusLabel: 'Mailed: your documents are on their way',
            requestedAt: '2026-10-02T15:00:00.000Z',
            mailedAt: '2026-10-06T15:00:00.000Z',
            deliveredAt: null,
            documents: ['Last Will & Testament'],
          },
        ],
      },
    );
    expect(
      await screen.findByText('Status of your request: Mailed: your documents are on their way.'),
    ).toBeVisible();
  });

  it('says so, until closed, when the steps’ events cannot be loaded', async () => {
    renderStepPage(
      texUser({ profile: owner() }),
      { household: false },
      { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error');
  });
});

describe('step 3 is expanded only until completed (platform-core.md 4.11)', () => {
  it('waits for the events, then shows a skipped call folded, its label in view, Show opening it', async () => {
    let settle: (answer: Answer) => void = () => undefined;
    const events = new Promise<Answer>((resolve) => (settle = resolve));
    renderStepPage(texUser({ profile: owner(finishedPlan) }), { household: false }, events);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Tex!' })).toBeVisible();
    expect(screen.getByRole('heading', { name: /Your documents are complete\./ })).toBeVisible();
    expect(screen.getByText('Loading your next steps…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip this step' })).not.toBeInTheDocument();

    settle({ status: 200, body: [strategistEvent('SKIP_STRATEGIST_CALL')] });
    expect(
      await screen.findByText('You skipped scheduling a call with a strategist.'),
    ).toBeVisible();
    const step = within(strategistStep());
    const toggle = step.getByRole('button', { name: 'Show' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      step.getByRole('button', { name: 'Schedule another call', hidden: true }),
    ).not.toBeVisible();

    await userEvent.click(toggle);
    expect(step.getByRole('button', { name: 'Schedule another call' })).toBeVisible();
    await userEvent.click(step.getByRole('button', { name: 'Hide' }));
    expect(
      step.getByRole('button', { name: 'Schedule another call', hidden: true }),
    ).not.toBeVisible();
  });

  it('stays open while no call is scheduled or skipped, with nothing to fold', async () => {
    renderStepPage(texUser({ profile: owner(finishedPlan) }), { household: false });
    expect(await screen.findByRole('button', { name: 'Skip this step' })).toBeVisible();
    expect(within(strategistStep()).queryByRole('button', { name: 'Show' })).toBeNull();
    expect(within(strategistStep()).queryByRole('button', { name: 'Hide' })).toBeNull();
  });

  it('folds once the call is skipped in the same visit, the toggle taking the focus', async () => {
    const calls: string[] = [];
    const skipped = strategistEvent('SKIP_STRATEGIST_CALL');
    const skip = 'POST /v2/me/package-events/skip-strategist-call';
    renderAppAt(
      '/account',
      {
        'GET /v2/tenant': tenantAnswer('acme-wealth', {}, { household: false }),
        'GET /v2/me': { status: 200, body: texUser({ profile: owner(finishedPlan) }) },
        get 'GET /v2/me/package-events'() {
          return { status: 200, body: calls.includes(skip) ? [skipped] : [] };
        },
        [skip]: { status: 200, body: skipped },
      },
      calls,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Skip this step' }));
    expect(
      await screen.findByText('You skipped scheduling a call with a strategist.'),
    ).toBeVisible();
    const step = within(strategistStep());
    await waitFor(() => expect(step.getByRole('button', { name: 'Show' })).toHaveFocus());
    expect(
      step.getByRole('button', { name: 'Schedule another call', hidden: true }),
    ).not.toBeVisible();
  });
});

describe('the attorney-drafted variant belongs to the advisory-firm family (platform-core.md 4.11)', () => {
  it('keeps the usual steps on the employer-benefits white label, whatever the client chose', async () => {
    renderAppAt('/account', {
      'GET /v2/tenant': tenantAnswer('benefitco', {}, { household: true }),
      'GET /v2/me': {
        status: 200,
        body: household(owner({ clientProductType: 'attorney_drafted' })),
      },
      'GET /v2/me/package-events': { status: 200, body: [] },
    });
    expect(await screen.findByText('You selected an Attorney-drafted plan')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: /Complete your documents/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Attorney Matching/ })).not.toBeInTheDocument();
  });

  it('keeps them on the advisory firm while the client-counsel flag is off', async () => {
    renderAppAt('/account', {
      'GET /v2/tenant': tenantAnswer(
        'acme-wealth',
        { FW_HAS_BEQUEST_CLIENT_COUNSEL: false },
        { household: true },
      ),
      'GET /v2/me': {
        status: 200,
        body: household(owner({ clientProductType: 'attorney_drafted' })),
      },
      'GET /v2/me/package-events': { status: 200, body: [] },
    });
    expect(
      await screen.findByRole('heading', { name: /Complete your documents/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Attorney Matching/ })).not.toBeInTheDocument();
  });
});

describe('the second member’s finished documents have their more-actions menu (platform-core.md 2.11)', () => {
  const sam = texProfile({
    randId: 'profile-2',
    tenantId: 'acme-wealth',
    fullName: { first: 'Sam', middle: '', last: 'Rivera' },
    estatePlanPackageType: 'will_based',
    ...finishedPlan,
  });
  const texActive = { ...household(owner()), profiles: [sam, owner()] };
  const samActive = { ...texActive, activeProfile: sam, selectedActiveProfileId: sam.randId };
  const SWITCH = 'PUT /v2/session/profile';

  const renderHousehold = (
    calls: string[],
    switched: Answer = { status: 200, body: { code: 200, token: 't2', user: samActive } },
  ) =>
    renderAppAt(
      '/account',
      {
        'GET /v2/tenant': tenantAnswer('acme-wealth', {}, { household: true }),
        get 'GET /v2/me'() {
          const isSam = calls.includes(SWITCH) && switched.status === 200;
          return { status: 200, body: isSam ? samActive : texActive };
        },
        'GET /v2/me/package-events': { status: 200, body: [] },
        [SWITCH]: switched,
        'GET /will.pdf': { status: 500, body: { error: { code: 'UNEXPECTED', message: 'Down' } } },
      },
      calls,
    );

  const samsWillMenu = async () => {
    const table = within(await screen.findByRole('table', { name: "Sam's documents" }));
    const row = within(table.getByRole('row', { name: /Last Will & Testament/ }));
    await userEvent.click(row.getByRole('button', { name: 'Toggle menu for more actions' }));
    return row;
  };

  it('prints Sam’s will as Sam: the session switches first, and the page reloads as Sam’s', async () => {
    const calls: string[] = [];
    renderHousehold(calls);
    const menu = await samsWillMenu();
    await userEvent.click(menu.getByRole('button', { name: 'Print document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error downloading document');
    expect(calls.filter((call) => call === SWITCH || call === 'GET /will.pdf')).toEqual([
      SWITCH,
      'GET /will.pdf',
    ]);
    // Sam is the session's profile now: Tex's rows are the ones that switch. The tables are drawn
    // anew once the session is Sam's, so each try looks the table up again: a table found before
    // the page reloaded would be Tex's old one, its rows still links (issue 21).
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: "Tex's documents" })).getByRole('button', {
          name: 'Start Last Will & Testament',
        }),
      ).toBeInTheDocument(),
    );
  });

  it('opens the next steps of Sam’s will as Sam', async () => {
    const calls: string[] = [];
    const router = renderHousehold(calls);
    const menu = await samsWillMenu();
    await userEvent.click(menu.getByRole('button', { name: 'View next steps' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/will/final/download'));
    expect(calls).toContain(SWITCH);
  });

  it('does nothing as Tex when the switch fails: it says so, and prints nothing', async () => {
    const calls: string[] = [];
    renderHousehold(calls, {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Down' } },
    });
    const menu = await samsWillMenu();
    await userEvent.click(menu.getByRole('button', { name: 'Print document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error');
    expect(calls).not.toContain('GET /will.pdf');
  });
});

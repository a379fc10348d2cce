import { NOT_SIGNED, type AccountPageKind, type ProductSummaryRow } from '@bequest/sdk/app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../components/Toasts';
import { BequestProvider } from '@bequest/sdk/react';
import { MoreActionsMenu } from './MoreActionsMenu';
import { fakeBequest } from '../../test-setup/fake-bequest';

const finishedWill: ProductSummaryRow = {
  id: 'will-1',
  name: 'WILL',
  progress: 'FINISHED',
  path: '/will/review',
  nextStepsPath: '/will/final/download',
  allowDownload: true,
  allowEmail: true,
  allowPrintPreview: true,
  referrer: null,
  lastSectionCompletedUpdatedAt: null,
  finalizedAt: null,
  signing: NOT_SIGNED,
};

const renderMenu = (
  row: ProductSummaryRow,
  calls: string[] = [],
  page: AccountPageKind = 'consumer',
) =>
  render(
    <BequestProvider
      client={fakeBequest(({ call }) => {
        calls.push(call);
        if (call.startsWith('GET /will.pdf'))
          return { status: 500, body: { error: { code: 'UNEXPECTED', message: 'Down' } } };
        return call.endsWith('/finalization')
          ? { status: 409, body: { error: { code: 'REQUEST.STALE_WRITE', message: 'Try again.' } } }
          : { body: { success: true } };
      })}
    >
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <MemoryRouter>
            <MoreActionsMenu row={row} page={page} />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </BequestProvider>,
  );

describe('the more-actions menu (documents.md 2.8)', () => {
  it('offers the finished will’s actions at the specification’s paths, and closes on Escape', async () => {
    const calls: string[] = [];
    renderMenu(finishedWill, calls);
    const toggle = screen.getByRole('button', { name: 'Toggle menu for more actions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'View next steps' })).toHaveAttribute(
      'href',
      '/will/final/download',
    );
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Email document' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We e-mailed you the document');

    // A download or print preview that fails raises the download alert (documents.md 8).
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Download document' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Error downloading document: There has been an error attempting to download the document.',
    );
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Print document' }));
    expect(calls.filter((call) => !call.includes('/tenant'))).toEqual([
      'GET /email/estate_plan/will-1',
      'GET /will.pdf?download=true',
      'GET /will.pdf?download=true&completionType=print',
    ]);
  });

  it('toggles the signed state, and says so when it fails', async () => {
    const calls: string[] = [];
    renderMenu(finishedWill, calls);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle menu for more actions' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Signed or notarized' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again.');
    expect(calls.filter((call) => !call.includes('/tenant'))).toEqual([
      'POST /v2/me/documents/will/finalization',
    ]);
  });

  it('explains the signed state under "Learn more"', async () => {
    renderMenu(finishedWill);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle menu for more actions' }));
    await userEvent.click(screen.getByText('Learn more'));
    expect(screen.getByText(/it does not change the document/)).toBeVisible();
  });

  it('on the step page, offers download, print and next steps only', async () => {
    renderMenu(finishedWill, [], 'steps');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle menu for more actions' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Download document',
      'Print document',
      'View next steps',
    ]);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows nothing for a document that is not finished', () => {
    renderMenu({ ...finishedWill, progress: 'INCOMPLETE' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('reports opening "Learn more" as the will’s learn_more event, and nothing under Do Not Track', async () => {
    const calls: string[] = [];
    renderMenu(finishedWill, calls);
    const toggle = screen.getByRole('button', { name: 'Toggle menu for more actions' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('Learn more'));
    await waitFor(() => expect(calls).toContain('POST /v2/analytics/events'));

    calls.length = 0;
    const learnMore = () => userEvent.click(screen.getByText('Learn more'));
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    try {
      await learnMore(); // closed
      await learnMore(); // opened under Do Not Track: nothing sent
    } finally {
      Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    }
    await learnMore();
    await learnMore(); // opened again without it: sent, once, after the one not sent
    await waitFor(() => expect(calls).toContain('POST /v2/analytics/events'));
    expect(calls.filter((call) => call === 'POST /v2/analytics/events')).toHaveLength(1);
  });
});

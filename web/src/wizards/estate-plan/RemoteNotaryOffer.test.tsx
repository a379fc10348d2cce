import { EstatePlanSchema, type EstatePlan, type UsStateCode } from '@bequest/sdk/app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { BequestProvider } from '@bequest/sdk/react';
import { fakeBequest } from '../../test-setup/fake-bequest';
import { tenantAnswer } from '../../test-setup/render-app';
import { RemoteNotaryOffer } from './RemoteNotaryOffer';

const LINK = 'https://notary.example/easy-link/deployment-key';
const illinoisWill = EstatePlanSchema.parse({
  randId: 'w1',
  planType: 'WILL',
  hasSelfProvingAffidavit: true,
});

interface Case {
  readonly flags?: Record<string, unknown>;
  readonly link?: string | null;
  readonly plan?: EstatePlan;
  readonly state?: UsStateCode;
}

const renderOffer = async ({
  flags = { FW_REMOTE_WITNESS: 'true' },
  link = LINK,
  plan = illinoisWill,
  state = 'IL',
}: Case = {}) => {
  const answer = tenantAnswer('bequest', flags);
  const client = fakeBequest(() => ({
    ...answer,
    body: { ...(answer.body as object), remoteNotaryLink: link },
  }));
  const queries = new QueryClient();
  render(
    <BequestProvider client={client}>
      <QueryClientProvider client={queries}>
        <RemoteNotaryOffer plan={plan} state={state} />
      </QueryClientProvider>
    </BequestProvider>,
  );
  await waitFor(() => expect(queries.getQueryData(['tenant'])).toBeDefined());
};

describe('the remote-notary link (documents.md 4.4, 7.7)', () => {
  it('links an eligible Illinois will to the notarization service, in a new tab', async () => {
    await renderOffer();
    const link = screen.getByRole('link', { name: /Notarize your will online/ });
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Sign online instead' })).toBeVisible();
  });

  it.each([
    ['the remote-witness flag is off', { flags: {} }],
    ['no service is set', { link: null }],
    ['the will is in California', { state: 'CA' as UsStateCode }],
    ['it is a mirror will', { plan: { ...illinoisWill, hasMirror: true } }],
    [
      'the will does not prove itself',
      { plan: { ...illinoisWill, hasSelfProvingAffidavit: false } },
    ],
  ])('shows nothing when %s', async (_case, overrides) => {
    await renderOffer(overrides);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

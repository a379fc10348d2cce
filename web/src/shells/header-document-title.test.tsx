import { DocumentSummarySchema, EstatePlanSchema } from '@bequest/sdk/app';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../test-setup/render-app';
import { texUser } from '../test-setup/signed-in-user';

const will = {
  kind: 'WILL',
  version: 3,
  data: EstatePlanSchema.parse({ randId: 'w1', planType: 'WILL', lastSectionCompleted: 'REVIEW' }),
  summary: DocumentSummarySchema.parse({ randId: 'w1', isComplete: true }),
};

const openWill = async (flags: Record<string, boolean>, hasUpdatedUX = true) => {
  const tenant = tenantAnswer('bequest', flags);
  const body = tenant.body as { configuration: { branding: Record<string, unknown> } };
  body.configuration.branding = { ...body.configuration.branding, hasUpdatedUX };
  const router = renderAppAt('/will/gifts', {
    'GET /v2/tenant': tenant,
    'GET /v2/me': { status: 200, body: texUser() },
    'GET /v2/me/documents/will': { status: 200, body: will },
  });
  await screen.findByRole('heading', { level: 1, name: 'Would you like to leave specific gifts?' });
  return Object.assign(within(screen.getByRole('banner')), { router });
};

/** The title at the top of the page, where it is without the updated UX. */
const pageTitle = () => within(screen.getByRole('main')).queryByText("Tex's Last Will & Testament");

/**
 * FW_HAS_BEQUEST_UPDATED_UX, its second slice and the tenant's branding.hasUpdatedUX
 * (platform-core.md 2.13, ADR 0030): the header shows the open document's title with the updated
 * UX, on wide screens, instead of at the top of the page; with the second slice on phones too.
 */
describe('the document title in the header (updated UX)', () => {
  it('is in the header instead of the page on wide screens with the updated UX on (production)', async () => {
    const header = await openWill({ FW_HAS_BEQUEST_UPDATED_UX: true });
    const title = await header.findByText("Tex's Last Will & Testament");
    expect(title).toHaveClass('site-header__title--wide-screens');
    // Once, in the header: not in the page as well.
    expect(pageTitle()).toBeNull();
  });

  it('is not in the header with the flag off: it stays at the top of the page', async () => {
    const header = await openWill({ FW_HAS_BEQUEST_UPDATED_UX: false });
    expect(header.queryByText("Tex's Last Will & Testament")).toBeNull();
    expect(pageTitle()).toHaveClass('wizard-title');
  });

  it('is not in the header of a tenant that keeps the previous UX, whatever the flag', async () => {
    const header = await openWill({ FW_HAS_BEQUEST_UPDATED_UX: true }, false);
    expect(header.queryByText("Tex's Last Will & Testament")).toBeNull();
    expect(pageTitle()).toHaveClass('wizard-title');
  });

  it('shows at every width with the second slice on', async () => {
    const header = await openWill({
      FW_HAS_BEQUEST_UPDATED_UX: true,
      FW_HAS_BEQUEST_UPDATED_UX_SLICE2: true,
    });
    expect(await header.findByText("Tex's Last Will & Testament")).toHaveClass(
      'site-header__title--every-width',
    );
  });

  it('stays at the top of the page on a phone without the second slice, moves up with it', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((media: string) => ({
      matches: false,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const header = await openWill({ FW_HAS_BEQUEST_UPDATED_UX: true });
      expect(header.queryByText("Tex's Last Will & Testament")).toBeNull();
      expect(pageTitle()).toHaveClass('wizard-title');
      cleanup();
      const sliced = await openWill({
        FW_HAS_BEQUEST_UPDATED_UX: true,
        FW_HAS_BEQUEST_UPDATED_UX_SLICE2: true,
      });
      expect(await sliced.findByText("Tex's Last Will & Testament")).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('leaves the header when the wizard closes', async () => {
    const header = await openWill({ FW_HAS_BEQUEST_UPDATED_UX: true });
    expect(await header.findByText("Tex's Last Will & Testament")).toBeInTheDocument();
    await act(() => header.router.navigate('/faq'));
    await waitFor(() => expect(header.queryByText("Tex's Last Will & Testament")).toBeNull());
  });
});

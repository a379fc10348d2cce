import { DocumentSummarySchema, EstatePlanSchema } from '@bequest/sdk/app';
import { act, screen, waitFor, within } from '@testing-library/react';
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
  // The wizard's own title: the page is open.
  await screen.findByText("Tex's Last Will & Testament", { selector: '.wizard-title' });
  return Object.assign(within(screen.getByRole('banner')), { router });
};

/**
 * FW_HAS_BEQUEST_UPDATED_UX, its second slice and the tenant's branding.hasUpdatedUX
 * (platform-core.md 2.13, ADR 0030): the header shows the open document's title with the updated
 * UX, on wide screens; with the second slice on phones too.
 */
describe('the document title in the header (updated UX)', () => {
  it('shows on wide screens with the updated UX on (production), not on phones', async () => {
    const header = await openWill({ FW_HAS_BEQUEST_UPDATED_UX: true });
    const title = header.getByText("Tex's Last Will & Testament");
    expect(title).toHaveClass('site-header__title--wide-screens');
  });

  it('is not in the header with the flag off', async () => {
    const header = await openWill({ FW_HAS_BEQUEST_UPDATED_UX: false });
    expect(header.queryByText("Tex's Last Will & Testament")).toBeNull();
  });

  it('is not in the header of a tenant that keeps the previous UX, whatever the flag', async () => {
    const header = await openWill({ FW_HAS_BEQUEST_UPDATED_UX: true }, false);
    expect(header.queryByText("Tex's Last Will & Testament")).toBeNull();
  });

  it('shows at every width with the second slice on', async () => {
    const header = await openWill({
      FW_HAS_BEQUEST_UPDATED_UX: true,
      FW_HAS_BEQUEST_UPDATED_UX_SLICE2: true,
    });
    expect(header.getByText("Tex's Last Will & Testament")).toHaveClass(
      'site-header__title--every-width',
    );
  });

  it('leaves the header when the wizard closes', async () => {
    const header = await openWill({ FW_HAS_BEQUEST_UPDATED_UX: true });
    expect(header.getByText("Tex's Last Will & Testament")).toBeInTheDocument();
    await act(() => header.router.navigate('/faq'));
    await waitFor(() => expect(header.queryByText("Tex's Last Will & Testament")).toBeNull());
  });
});

import { DocumentSummarySchema, EstatePlanSchema } from '@bequest/sdk/app';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texUser } from '../../test-setup/signed-in-user';

const CHARITY = 'SAN FRANCISCO FOOD BANK';
const willView = {
  kind: 'WILL',
  version: 3,
  data: EstatePlanSchema.parse({ randId: 'w1', planType: 'WILL' }),
  summary: DocumentSummarySchema.parse({ randId: 'w1' }),
};
const answers = (will: { status: number; body: unknown }) => ({
  'GET /v2/tenant': tenantAnswer(),
  'GET /v2/me': { status: 200, body: texUser() },
  'GET /v2/me/documents/will': will,
  'PATCH /v2/me/documents/will': { status: 200, body: willView },
});
const charityNames = () =>
  screen.queryAllByLabelText('Charity’s name').map((input) => (input as HTMLInputElement).value);

describe('the charity a QCD’s legacy step offers, for a person with no will yet (giving 2.6)', () => {
  beforeEach(() => sessionStorage.clear());

  it('survives the will’s first steps, is offered at the residuary step, and is made once', async () => {
    // The legacy step opens the wizard at its residuary step; with no will, the start comes first.
    const router = renderAppAt(
      `/will/residual-distribution?charity=${encodeURIComponent(CHARITY)}`,
      answers({ status: 404, body: { error: { code: 'REQUEST.NOT_FOUND', message: 'No' } } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Let’s make your will' });
    expect(router.state.location.pathname).toBe('/will/basics/personal/get-started');
    cleanup();

    // Each step leads to the next without the query; the residuary step still offers the charity.
    const user = userEvent.setup();
    const calls: string[] = [];
    renderAppAt('/will/residual-distribution', answers({ status: 200, body: willView }), calls);
    await screen.findByRole('heading', { level: 1, name: 'Who should inherit your estate?' });
    expect(charityNames()).toEqual([CHARITY]);
    await user.type(screen.getByLabelText('Share (%)'), '100');
    await user.click(screen.getByRole('button', { name: /save|continue/i }));
    await waitFor(() => expect(calls).toContain('PATCH /v2/me/documents/will'));
    cleanup();

    // Saved (taken up or declined), it is not offered again.
    renderAppAt('/will/residual-distribution', answers({ status: 200, body: willView }));
    await screen.findByRole('heading', { level: 1, name: 'Who should inherit your estate?' });
    expect(charityNames()).toEqual([]);
  });
});

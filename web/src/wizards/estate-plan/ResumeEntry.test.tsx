import { DocumentSummarySchema, EstatePlanSchema } from '@bequest/sdk/app';
import { waitFor } from '@testing-library/react';
import { renderAppAt, tenantAnswer } from '../../test-setup/render-app';
import { texUser } from '../../test-setup/signed-in-user';

const reviewedWill = {
  kind: 'WILL',
  version: 3,
  data: EstatePlanSchema.parse({ randId: 'w1', planType: 'WILL', lastSectionCompleted: 'REVIEW' }),
  summary: DocumentSummarySchema.parse({ randId: 'w1', isComplete: true }),
};

describe('a repeat will user’s deep link into the will (FW_RWU_DEEP_LINKING)', () => {
  it.each([
    [true, '/will/gifts'],
    [false, '/will/review'],
  ])('with the flag %s opens %s', async (deepLinking, opened) => {
    const router = renderAppAt('/will?step=/gifts', {
      'GET /v2/tenant': tenantAnswer('bequest', { FW_RWU_DEEP_LINKING: deepLinking }),
      'GET /v2/me': { status: 200, body: texUser() },
      'GET /v2/me/documents/will': { status: 200, body: reviewedWill },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(opened));
  });
});

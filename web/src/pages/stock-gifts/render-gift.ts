import type { StockGiftView } from '@bequest/sdk/app';
import type { FakeAnswer, FakeCall } from '../../test-setup/fake-bequest';
import { tenantAnswer } from '../../test-setup/render-app';
import { renderStrictAppAt } from '../../test-setup/render-strict-app';
import type { BROKERAGE } from './stock-gift-fixtures';

export const GUEST = { status: 401, body: { error: { code: 'AUTH', message: 'No' } } };
export const invalid = (fields: Record<string, string>) => ({
  status: 400,
  body: { error: { code: 'REQUEST.INVALID', message: 'Invalid', fields } },
});

/**
 * The app at `path` for a guest, over a fake API that keeps one gift: each step's save answers
 * the gift with the step's answer, unless `answer` says otherwise for the call.
 */
export const renderGift = (
  path: string,
  start: StockGiftView,
  answer: (call: string, request: FakeCall) => FakeAnswer | undefined = () => undefined,
) => {
  let gift = start;
  const save = (change: Partial<StockGiftView>) => {
    gift = { ...gift, ...change };
    return { status: 200, body: gift };
  };
  return renderStrictAppAt(path, (call, request) => {
    const given = answer(call, request);
    if (given) return given;
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    switch (call) {
      case 'GET /v2/tenant':
        return tenantAnswer();
      case 'GET /v2/me':
        return GUEST;
      case `GET /v2/stock-gifts/${gift.id}`:
        return { status: 200, body: gift };
      case `PUT /v2/stock-gifts/${gift.id}/donation`:
        return save({ donation: body as StockGiftView['donation'] });
      case `PUT /v2/stock-gifts/${gift.id}/brokerage`:
        return save({
          brokerage: { ...(body as typeof BROKERAGE), accountNumber: '••••3333' },
        });
      case `PUT /v2/stock-gifts/${gift.id}/advisor`:
        return save({ advisor: { name: String(body.name), email: String(body.email) } });
      case `POST /v2/stock-gifts/${gift.id}/sign`:
        return save({
          status: 'SUBMITTED',
          signature: { typedName: String(body.typedName), signedOn: '2026-12-01' },
        });
      default:
        return undefined;
    }
  });
};

import { ListedItemSchema } from '../profiles/document-summary';
import { GIFT_LISTS, giftListLines } from './gift-lists';

const item = (isComplete: boolean, updatedAt?: string) =>
  ListedItemSchema.parse({ isComplete, ...(updatedAt ? { updatedAt } : {}) });

describe('account-side gift lists (giving-and-beneficiaries.md 2.5-2.7, 2.10)', () => {
  it('have the paths the account links and the "Your Charitable Giving" rows go to', () => {
    expect(GIFT_LISTS.STOCK_GIFT.path).toBe('/account/stocks');
    expect(GIFT_LISTS.QCD.path).toBe('/account/qcd');
    expect(GIFT_LISTS.DAF.path).toBe('/account/daf');
  });

  it('numbers the gifts in the order they were made and lists the newest change first', () => {
    const records = {
      stockGift: [item(true, '2026-01-05T10:00:00Z'), item(false, '2026-03-01T10:00:00Z')],
    };
    expect(giftListLines('STOCK_GIFT', records)).toEqual([
      { name: 'Stock gift 2', status: 'Incomplete', updatedAt: '2026-03-01T10:00:00Z' },
      { name: 'Stock gift 1', status: 'Finished', updatedAt: '2026-01-05T10:00:00Z' },
    ]);
  });

  it('lists a gift without a change date last', () => {
    const records = { qcd: [item(true), item(false, '2026-02-01T00:00:00Z')] };
    expect(giftListLines('QCD', records).map((line) => line.name)).toEqual([
      'Qualified charitable distribution 2',
      'Qualified charitable distribution 1',
    ]);
    expect(giftListLines('QCD', records)[1]?.updatedAt).toBeNull();
  });

  it('is empty when the person has none of that kind', () => {
    expect(giftListLines('DAF', {})).toEqual([]);
    expect(giftListLines('DAF', { daf: [] })).toEqual([]);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { bequestKeys } from './query-keys';

/** The keys a change to `changed` marks stale, of those seeded. */
const invalidatedBy = async (
  changed: readonly unknown[],
  seeded: readonly (readonly unknown[])[],
): Promise<(readonly unknown[])[]> => {
  const queries = new QueryClient();
  for (const key of seeded) queries.setQueryData(key, 'answer');
  await queries.invalidateQueries({ queryKey: changed, refetchType: 'none' });
  return seeded.filter((key) => queries.getQueryState(key)?.isInvalidated);
};

describe('bequestKeys', () => {
  it('reads the current user again with what hangs under them, and nothing else', async () => {
    const stale = await invalidatedBy(bequestKeys.me(), [
      bequestKeys.me(),
      bequestKeys.experiments(),
      bequestKeys.tenant(),
      bequestKeys.documents.detail('will'),
    ]);
    expect(stale).toEqual([bequestKeys.me(), bequestKeys.experiments()]);
  });

  it("refreshes every package's events and the print-and-mail requests together", async () => {
    const stale = await invalidatedBy(bequestKeys.packageEvents.all(), [
      bequestKeys.packageEvents.byPackage(null),
      bequestKeys.packageEvents.byPackage('will_based'),
      bequestKeys.packageEvents.printMailRequests(),
      bequestKeys.beneficiaryPlan(),
    ]);
    expect(stale).toHaveLength(3);
  });

  it("keeps one kind of gift's list apart from its gifts and from other kinds", async () => {
    const stale = await invalidatedBy(bequestKeys.gifts.list('qcd'), [
      bequestKeys.gifts.list('qcd'),
      bequestKeys.gifts.detail('qcd', 'q1'),
      bequestKeys.gifts.list('daf-grant'),
      bequestKeys.gifts.detail('stock-gift', 'q1'),
    ]);
    expect(stale).toEqual([bequestKeys.gifts.list('qcd')]);
  });
});

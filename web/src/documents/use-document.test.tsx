import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { bequestKeys, BequestProvider, useSaveDocument } from '@bequest/sdk/react';
import { fakeBequest } from '../test-setup/fake-bequest';

const view = (version: number, data: Record<string, unknown>) => ({
  kind: 'WILL',
  version,
  data: { randId: 'w', planType: 'WILL', ...data },
  summary: { randId: 'w', isComplete: true, isValid: true },
});

/** A save against version 1 while the server holds version 2 with `latest` answers. */
const saveAgainst = async (latest: Record<string, unknown>) => {
  const calls: string[] = [];
  const client = fakeBequest(({ call, body }) => {
    const method = call.split(' ')[0];
    calls.push(`${method} ${body}`);
    if (method === 'GET') return { body: view(2, latest) };
    const { version } = JSON.parse(body) as { version: number };
    return version === 2
      ? { body: view(3, { ...latest, hasNoContestClause: true }) }
      : {
          status: 409,
          body: { error: { code: 'REQUEST.STALE_WRITE', message: 'Someone else changed this.' } },
        };
  });
  const queries = new QueryClient();
  queries.setQueryData(
    bequestKeys.documents.detail('will'),
    view(1, { hasNoContestClause: false }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BequestProvider client={client}>
      <QueryClientProvider client={queries}>{children}</QueryClientProvider>
    </BequestProvider>
  );
  const { result } = renderHook(() => useSaveDocument('will'), { wrapper });
  const outcome = await result.current({ changes: { hasNoContestClause: true } });
  return { outcome, calls, cached: queries.getQueryData(bequestKeys.documents.detail('will')) };
};

describe('saving a document', () => {
  it('writes again on the latest version when only other answers changed', async () => {
    const { outcome, calls, cached } = await saveAgainst({
      hasNoContestClause: false,
      isDownloaded: true,
    });
    expect(outcome).toBeNull();
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['PATCH', 'GET', 'PATCH']);
    expect(cached).toMatchObject({ version: 3 });
  });

  it('reports the conflict when the same answer changed elsewhere', async () => {
    const { outcome, calls } = await saveAgainst({ hasNoContestClause: true });
    expect(outcome).toBe('Someone else changed this.');
    expect(calls).toHaveLength(2);
  });
});

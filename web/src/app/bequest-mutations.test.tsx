import {
  BequestProvider,
  bequestKeys,
  useStopContactSharing,
  useUpdateAttorneyConsult,
} from '@bequest/sdk/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeBequest, type FakeAnswer, type FakeCall } from '../test-setup/fake-bequest';

/**
 * The SDK's mutation hooks (issue 25, @bequest/sdk/react): a change answers its Result, and the
 * queries it touched, named through bequestKeys, are read again after a success (and after a
 * refusal only where the hook says so), before mutateAsync answers.
 */
const withHooks = (answer: (request: FakeCall) => FakeAnswer) => {
  const calls: FakeCall[] = [];
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let reads = 0;
  const wrapper = ({ children }: { readonly children?: ReactNode }) => (
    <BequestProvider client={fakeBequest(answer, calls)}>
      <QueryClientProvider client={queries}>{children}</QueryClientProvider>
    </BequestProvider>
  );
  /** A query under the person's key, counting how often it is read. */
  const usePerson = () =>
    useQuery({ queryKey: bequestKeys.me(), queryFn: async () => (reads += 1) });
  return { calls, wrapper, usePerson, reads: () => reads };
};

describe('the SDK mutation hooks', () => {
  it('reads the person again after a change succeeds, and answers the Result', async () => {
    const hooks = withHooks(() => ({
      body: {
        attorneyConsultRequestedAt: '2026-12-30T10:00:00.000Z',
        attorneyConsultNotInterestedSubmittedAt: null,
      },
    }));
    const { result } = renderHook(
      () => ({ person: hooks.usePerson(), answer: useUpdateAttorneyConsult() }),
      { wrapper: hooks.wrapper },
    );
    await waitFor(() => expect(result.current.person.data).toBe(1));
    let answered: Awaited<ReturnType<typeof result.current.answer.mutateAsync>> | undefined;
    await act(async () => {
      answered = await result.current.answer.mutateAsync({
        body: { answer: 'requested', pageRoute: '/account' },
      });
    });
    expect(answered?._unsafeUnwrap().attorneyConsultRequestedAt).toBe('2026-12-30T10:00:00.000Z');
    // Read again before mutateAsync answered.
    expect(hooks.reads()).toBe(2);
    expect(hooks.calls.map((call) => call.call)).toEqual(['PUT /v2/me/attorney-consult']);
  });

  it('leaves the queries alone after a refusal, unless the change may have moved them on', async () => {
    const refusal = {
      status: 409,
      body: { error: { code: 'REQUEST.STALE_WRITE', message: 'Someone else saved first.' } },
    };
    const hooks = withHooks(() => refusal);
    const { result } = renderHook(
      () => ({
        person: hooks.usePerson(),
        answer: useUpdateAttorneyConsult(),
        stop: useStopContactSharing(),
      }),
      { wrapper: hooks.wrapper },
    );
    await waitFor(() => expect(result.current.person.data).toBe(1));
    await act(async () => {
      const refused = await result.current.answer.mutateAsync({
        body: { answer: 'not_interested', pageRoute: '/account' },
      });
      expect(refused._unsafeUnwrapErr().error.message).toBe('Someone else saved first.');
    });
    expect(hooks.reads()).toBe(1);
    // Stopping a sharing reads the person either way: what they share may have changed.
    await act(async () => {
      const refused = await result.current.stop.mutateAsync({
        params: { profileId: 'p-1', organizationId: 'org-1' },
      });
      expect(refused.isErr()).toBe(true);
    });
    expect(hooks.reads()).toBe(2);
  });
});

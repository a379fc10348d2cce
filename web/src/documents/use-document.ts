import type { DocumentSlug, DocumentView, RouteBody } from '@bequest/sdk/app';
import type { documentRoutes } from '@bequest/sdk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, unwrap, useBequest } from '../sdk-client/bequest';

export const documentQueryKey = (kind: DocumentSlug) => ['document', kind] as const;

/**
 * The active profile's document of a kind, or null when it has none (404 means none, 4.2); not
 * asked for while nobody is signed in.
 */
export const useDocument = (kind: DocumentSlug, enabled = true) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: documentQueryKey(kind),
    enabled,
    queryFn: async () => {
      try {
        return await unwrap(bequest.getDocument({ params: { kind } }));
      } catch (error) {
        if (error instanceof ApiError && error.failure.status === 404) return null;
        throw error;
      }
    },
  });
};

export interface DocumentChange {
  readonly changes: Record<string, unknown>;
  readonly completeSection?: string;
}

/** The same JSON value: answers are plain data. */
const sameAnswer = (left: unknown, right: unknown) =>
  JSON.stringify(left) === JSON.stringify(right);

/**
 * Saves answers against the version last read, then holds the saved document; the outcome is
 * the failure's message, or null. What was typed stays in the form either way. When the write
 * is stale only because other fields changed (a download marks the plan downloaded), it is
 * made again on the latest version; a change to the same answers is reported instead.
 */
export const useSaveDocument = (kind: DocumentSlug) => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ changes, completeSection }: DocumentChange): Promise<string | null> => {
      const current = queryClient.getQueryData<DocumentView | null>(documentQueryKey(kind));
      if (!current) return 'Your document could not be loaded. Please reload the page.';
      const write = (version: number) =>
        bequest.updateDocument({
          params: { kind },
          body: { version, changes, completeSection },
        });
      let saved = await write(current.version);
      if (saved.isErr() && saved.error.error.code === 'REQUEST.STALE_WRITE') {
        const latest = await bequest.getDocument({ params: { kind } });
        const untouched =
          latest.isOk() &&
          Object.keys(changes).every((field) =>
            sameAnswer(latest.value.data[field], current.data[field]),
          );
        if (latest.isOk() && untouched) saved = await write(latest.value.version);
      }
      if (saved.isErr()) return saved.error.error.message;
      queryClient.setQueryData(documentQueryKey(kind), saved.value);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      return null;
    },
    [bequest, queryClient, kind],
  );
};

/**
 * Starts a document of the active profile; one already started counts as started. The outcome
 * is the failure's message, or null.
 */
export const useCreateDocument = (kind: DocumentSlug) => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useCallback(
    async (body: RouteBody<typeof documentRoutes.createDocument> = {}): Promise<string | null> => {
      const created = await bequest.createDocument({ params: { kind }, body });
      if (created.isErr() && created.error.status !== 409) return created.error.error.message;
      await queryClient.invalidateQueries({ queryKey: documentQueryKey(kind) });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      return null;
    },
    [bequest, queryClient, kind],
  );
};

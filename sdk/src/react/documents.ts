import type { DocumentSlug } from '@bequest/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { documentRoutes, DocumentView } from '../contract/document.routes';
import type { RouteBody } from '../contract/route';
import { ApiError, unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

/**
 * The active profile's document of a kind, or null when it has none (a 404 means none); not asked
 * for while `enabled` is false (nobody signed in).
 */
export const useDocument = (kind: DocumentSlug, enabled = true) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.documents.detail(kind),
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
 * Saves answers against the version last read, then holds the saved document and reads the
 * current user again (their progress); the outcome is the failure's message, or null. When the
 * write is stale only because other fields changed, it is made again on the latest version; a
 * change to the same answers is reported instead.
 */
export const useSaveDocument = (kind: DocumentSlug) => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ changes, completeSection }: DocumentChange): Promise<string | null> => {
      const key = bequestKeys.documents.detail(kind);
      const current = queryClient.getQueryData<DocumentView | null>(key);
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
      queryClient.setQueryData(key, saved.value);
      await queryClient.invalidateQueries({ queryKey: bequestKeys.me() });
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
      await queryClient.invalidateQueries({ queryKey: bequestKeys.documents.detail(kind) });
      await queryClient.invalidateQueries({ queryKey: bequestKeys.me() });
      return null;
    },
    [bequest, queryClient, kind],
  );
};

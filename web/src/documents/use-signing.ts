import type { DocumentSlug, DocumentView, RouteBody } from '@bequest/sdk/app';
import type { documentRoutes } from '@bequest/sdk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { bequestKeys, useBequest } from '@bequest/sdk/react';
import { handPdf } from './hand-pdf';

export type MarkSignedBody = RouteBody<typeof documentRoutes.markDocumentSigned>;

/** What the API answers a signing: the saved document, or why not, by field. */
export type SigningOutcome =
  | { readonly ok: true; readonly view: DocumentView }
  | {
      readonly ok: false;
      readonly message: string;
      readonly fields: Readonly<Record<string, string>> | undefined;
    };

/**
 * Marking a document signed, forgetting it, and its one-page guide (issue 19); the document and
 * the account's summary are read again after each change.
 */
export const useSigning = (kind: DocumentSlug) => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const saved = async (view: DocumentView): Promise<SigningOutcome> => {
    queryClient.setQueryData(bequestKeys.documents.detail(kind), view);
    await queryClient.invalidateQueries({ queryKey: bequestKeys.me() });
    return { ok: true, view };
  };
  return {
    markSigned: async (body: MarkSignedBody): Promise<SigningOutcome> => {
      const result = await bequest.markDocumentSigned({ params: { kind }, body });
      return result.isOk()
        ? saved(result.value)
        : { ok: false, message: result.error.error.message, fields: result.error.error.fields };
    },
    clear: async (): Promise<SigningOutcome> => {
      const result = await bequest.clearDocumentSigning({ params: { kind } });
      return result.isOk()
        ? saved(result.value)
        : { ok: false, message: result.error.error.message, fields: undefined };
    },
    /** The guide as a PDF; the failure's message, or null once the browser has it. */
    downloadGuide: async (): Promise<string | null> => {
      const file = await bequest.downloadSigningGuide({ params: { kind } });
      if (file.isErr()) return file.error.error.message;
      handPdf(file.value, false);
      return null;
    },
  };
};

import { DOCUMENT_DISPLAY_NAMES, DOCUMENT_REGISTRY, type DocumentKind } from '@bequest/sdk/app';
import { useToast } from '../components/Toasts';
import { useQueryClient } from '@tanstack/react-query';
import { bequestKeys, useBequest, useTenant } from '@bequest/sdk/react';
import { handPdf } from './hand-pdf';

export const DOWNLOAD_FAILED_TITLE = 'Error downloading document';
/** What e-mailing a document answers when the e-mail went out. */
export const EMAILED_NOTICE = 'We e-mailed you the document as a PDF.';
const downloadFailed = (email: string) =>
  `There has been an error attempting to download the document. Please contact ${email}. We apologize for the inconvenience.`;

/**
 * What a finished document offers (documents.md 2.8, 4.7, 7.4-7.5): its download and print
 * preview, e-mailing it, and the finalized toggle; each action answers with what to tell the
 * person, or null when the browser shows the result.
 */
export const useDocumentActions = (product: DocumentKind, id: string | null) => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const helpEmail = useTenant().data?.configuration.contacts.helpEmail ?? '';
  const toast = useToast();
  const { slug: kind, routes } = DOCUMENT_REGISTRY[product];
  /**
   * The download or print preview, at the specification's own paths (documents.md 7.4); a
   * failure is the download alert of documents.md 8.
   */
  const pdf = async (print: boolean): Promise<string | null> => {
    const file = await bequest[routes.pdf]({
      query: { download: 'true', ...(print && { completionType: 'print' as const }) },
    });
    if (file.isErr()) return `${DOWNLOAD_FAILED_TITLE}: ${downloadFailed(helpEmail)}`;
    handPdf(file.value, print);
    await queryClient.invalidateQueries({ queryKey: bequestKeys.documents.detail(kind) });
    return null;
  };
  return {
    download: () => pdf(false),
    print: () => pdf(true),
    email: async (): Promise<string> => {
      const sent =
        routes.email === 'emailEstatePlan'
          ? await bequest.emailEstatePlan({ params: { id: id ?? '' } })
          : await bequest[routes.email]();
      return sent.isOk() ? EMAILED_NOTICE : sent.error.error.message;
    },
    /** Signed or notarized, or undone; a toast says which (documents.md 4.7). */
    toggleFinalized: async (): Promise<void> => {
      const toggled = await bequest.toggleDocumentFinalized({ params: { kind } });
      if (toggled.isErr()) return toast({ message: toggled.error.error.message, tone: 'error' });
      queryClient.setQueryData(bequestKeys.documents.detail(kind), toggled.value);
      await queryClient.invalidateQueries({ queryKey: bequestKeys.me() });
      toast({
        message: `${DOCUMENT_DISPLAY_NAMES[product]}: ${toggled.value.summary.finalizedAt ? 'marked as signed or notarized' : 'marked as not signed yet'}.`,
        tone: 'success',
      });
    },
  };
};

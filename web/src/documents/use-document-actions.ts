import { DOCUMENT_DISPLAY_NAMES, type BequestClient, type DocumentProductType } from '@bequest/sdk';
import { useToast } from '../components/Toasts';
import { useQueryClient } from '@tanstack/react-query';
import { useBequest } from '../sdk-client/bequest';
import { useTenant } from '../tenant/use-tenant';
import { handPdf } from './hand-pdf';
import { documentQueryKey } from './use-document';

export type PrintableProduct = Exclude<DocumentProductType, 'NONPROBATE_PLANS'>;

type FileQuery = { download: 'true'; completionType?: 'print' };

/** Each document's PDF, at the specification's own paths (documents.md 7.4). */
const PDF_FILES: Record<
  PrintableProduct,
  (client: BequestClient, query: FileQuery) => ReturnType<BequestClient['downloadWill']>
> = {
  WILL: (client, query) => client.downloadWill({ query }),
  RLT: (client, query) => client.downloadTrust({ query }),
  AHCD: (client, query) => client.downloadAhcd({ query }),
  DFPOA: (client, query) => client.downloadDfpoa({ query }),
};

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
export const useDocumentActions = (product: PrintableProduct, id: string | null) => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const helpEmail = useTenant().data?.configuration.contacts.helpEmail ?? '';
  const toast = useToast();
  const kind = product.toLowerCase() as Lowercase<PrintableProduct>;
  /** The download or print preview; a failure is the download alert of documents.md 8. */
  const pdf = async (print: boolean): Promise<string | null> => {
    const file = await PDF_FILES[product](bequest, {
      download: 'true',
      ...(print && { completionType: 'print' as const }),
    });
    if (file.isErr()) return `${DOWNLOAD_FAILED_TITLE}: ${downloadFailed(helpEmail)}`;
    handPdf(file.value, print);
    await queryClient.invalidateQueries({ queryKey: documentQueryKey(kind) });
    return null;
  };
  return {
    download: () => pdf(false),
    print: () => pdf(true),
    email: async (): Promise<string> => {
      const sent =
        product === 'AHCD'
          ? await bequest.emailAhcd()
          : product === 'DFPOA'
            ? await bequest.emailDfpoa()
            : await bequest.emailEstatePlan({ params: { id: id ?? '' } });
      return sent.isOk() ? EMAILED_NOTICE : sent.error.error.message;
    },
    /** Signed or notarized, or undone; a toast says which (documents.md 4.7). */
    toggleFinalized: async (): Promise<void> => {
      const toggled = await bequest.toggleDocumentFinalized({ params: { kind } });
      if (toggled.isErr()) return toast({ message: toggled.error.error.message, tone: 'error' });
      queryClient.setQueryData(documentQueryKey(kind), toggled.value);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      toast({
        message: `${DOCUMENT_DISPLAY_NAMES[product]}: ${toggled.value.summary.finalizedAt ? 'marked as signed or notarized' : 'marked as not signed yet'}.`,
        tone: 'success',
      });
    },
  };
};

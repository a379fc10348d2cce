import type { DocumentProductType } from '@bequest/sdk';
import { documentFileRoutes } from '@bequest/sdk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useBequest } from '../sdk-client/bequest';
import { documentQueryKey } from './use-document';

export type PrintableProduct = Exclude<DocumentProductType, 'NONPROBATE_PLANS'>;

/** Where each document's PDF is, at the specification's own paths (documents.md 7.4). */
const PDF_PATHS: Record<PrintableProduct, string> = {
  WILL: documentFileRoutes.downloadWill.path,
  RLT: documentFileRoutes.downloadTrust.path,
  AHCD: documentFileRoutes.downloadAhcd.path,
  DFPOA: documentFileRoutes.downloadDfpoa.path,
};

/**
 * What a finished document offers (documents.md 2.8, 4.7, 7.4-7.5): its download and print
 * preview links, e-mailing it, and the finalized toggle; each action answers with what to tell
 * the person.
 */
export const useDocumentActions = (product: PrintableProduct, id: string | null) => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const pdfPath = PDF_PATHS[product];
  const kind = product.toLowerCase() as Lowercase<PrintableProduct>;
  return {
    downloadHref: `${pdfPath}?download=true`,
    printHref: `${pdfPath}?download=true&completionType=print`,
    email: async (): Promise<string> => {
      const sent =
        product === 'AHCD'
          ? await bequest.emailAhcd()
          : product === 'DFPOA'
            ? await bequest.emailDfpoa()
            : await bequest.emailEstatePlan({ params: { id: id ?? '' } });
      return sent.isOk() ? 'We e-mailed you the document as a PDF.' : sent.error.error.message;
    },
    /** Signed or notarized, or undone (documents.md 4.7). */
    toggleFinalized: async (): Promise<string> => {
      const toggled = await bequest.toggleDocumentFinalized({ params: { kind } });
      if (toggled.isOk()) queryClient.setQueryData(documentQueryKey(kind), toggled.value);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      return toggled.isErr()
        ? toggled.error.error.message
        : toggled.value.summary.finalizedAt
          ? 'Marked as signed.'
          : 'Marked as not signed yet.';
    },
  };
};

import pdfmake from 'pdfmake';
import Times from 'pdfmake/standard-fonts/Times';

/** Every document's creation date: the same answers always give the same bytes. */
export const FIXED_CREATION_DATE = new Date(Date.UTC(2000, 0, 1));

/** The only local "files" pdfmake may open: the names of the standard Times faces. */
const STANDARD_FACES = new Set(Object.values(Times.Times ?? {}));

pdfmake.setFonts(Times);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FACES.has(path));

/**
 * A PDF from a pdfmake document. The standard Times face is used, so no font file is parsed or
 * embedded; the creation date is fixed so that a document's hash depends on its answers alone.
 */
export const renderPdf = async (
  definition: Record<string, unknown>,
  options: { readonly compress?: boolean } = {},
): Promise<Buffer> => {
  const document = pdfmake.createPdf({
    ...definition,
    compress: options.compress ?? true,
    info: {
      ...(definition.info as object),
      creationDate: FIXED_CREATION_DATE,
      producer: 'Bequest',
      creator: 'Bequest',
    },
    defaultStyle: {
      font: 'Times',
      fontSize: 11.5,
      lineHeight: 1.25,
      ...(definition.defaultStyle as object),
    },
  });
  return document.getBuffer();
};

import type { DocumentLayout } from '@bequest/application';
import type { FooterTemplate, PdfDefinition } from './render-pdf';

/** What a wide left margin adds: half an inch, room to bind the pages (ADR 0030). */
export const WIDE_LEFT_MARGIN_EXTRA = 36;

const widened = (margins: readonly number[]): number[] => {
  const [left = 0, ...rest] = margins;
  return [left + WIDE_LEFT_MARGIN_EXTRA, ...rest];
};

const widenedFooter = (footer: FooterTemplate): FooterTemplate => ({
  ...footer,
  margin: widened(footer.margin),
});

/** The document laid out as the tenant asks, its page footers moved with the text. */
export const withLayout = (definition: PdfDefinition, layout: DocumentLayout): PdfDefinition => {
  if (!layout.wideLeftMargin) return definition;
  const { footerTemplate, instruments } = definition;
  return {
    ...definition,
    pageMargins: widened(definition.pageMargins as readonly number[]),
    ...(footerTemplate && { footerTemplate: widenedFooter(footerTemplate) }),
    ...(instruments && {
      instruments: instruments.map((instrument) => ({
        ...instrument,
        footerTemplate: widenedFooter(instrument.footerTemplate),
      })),
    }),
  };
};

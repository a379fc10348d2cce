import { fullNameToString, type SigningGuide } from '@bequest/domain';
import type { RenderedPerson } from '@bequest/application';
import { keepTogether, letterDocument, pageFooter, type Content } from '../legal-text';
import type { PdfDefinition } from '../render-pdf';

/**
 * The signing guide on one printed page (issue 19): the page's sections, in a smaller type, to
 * take along to the signing. Not an instrument.
 */
export const signingGuideDocument = (
  guide: SigningGuide,
  owner: Pick<RenderedPerson, 'fullName'>,
  date: Date,
): PdfDefinition => ({
  ...letterDocument(
    guide.title,
    date,
    pageFooter(`Prepared for ${fullNameToString(owner.fullName)}`),
    [
      { text: guide.title.toUpperCase(), style: 'subtitle' },
      ...guide.sections.map((section): Content =>
        keepTogether(
          { text: section.heading, bold: true, margin: [0, 8, 0, 4] },
          { ul: [...section.items], margin: [0, 0, 0, 2] },
        ),
      ),
    ],
  ),
  pageMargins: [54, 54, 54, 54],
  defaultStyle: { fontSize: 9.5, lineHeight: 1.15 },
});

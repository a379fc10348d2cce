import { TENANT_CONFIGURATIONS, type SigningGuide } from '@bequest/domain';
import { startedPerson } from '../testing/started-person';
import { Documents } from './documents.service';
import { SigningGuidePdf } from './signing-guide-pdf.use-case';

describe('the signing guide as a PDF, in the tenant’s layout and with its disclaimer', () => {
  it.each([
    ['on', true],
    ['off', false],
  ])('carries the instructions disclaimer and wide margin with the settings %s', async (_, on) => {
    const { container, ports, requester } = await startedPerson();
    const bequest = TENANT_CONFIGURATIONS.bequest;
    ports.configurations.findById = async () => ({
      ...bequest,
      instructionsOverrides: { ...bequest.instructionsOverrides, disclaimer: on },
      branding: { ...bequest.branding, documentStyles: { hasWideLeftMargin: on } },
    });
    const drawn: { guide: SigningGuide; layout: unknown }[] = [];
    const render = ports.renderer.renderSigningGuide;
    ports.renderer.renderSigningGuide = (guide, owner, date, layout) => {
      drawn.push({ guide, layout });
      return render(guide, owner, date, layout);
    };
    await container.get(Documents).create(requester, 'WILL');
    expect((await container.get(SigningGuidePdf).execute(requester, 'WILL')).isOk()).toBe(true);
    expect(drawn[0]?.layout).toEqual({ wideLeftMargin: on });
    const headings = drawn[0]?.guide.sections.map((section) => section.heading);
    expect(headings?.includes('Not legal advice')).toBe(on);
  });
});

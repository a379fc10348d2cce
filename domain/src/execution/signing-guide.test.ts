import { US_STATE_CODES } from '../reference/us-states';
import { instructionsDisclaimer } from '../tenants/instructions-disclaimer';
import { TENANT_CONFIGURATIONS } from '../tenants/tenant-configurations';
import { signingGuide } from './signing-guide';

const text = (guide: ReturnType<typeof signingGuide>) =>
  guide.sections.flatMap((section) => [section.heading, ...section.items]).join('\n');

describe('the signing guide (issue 19)', () => {
  it('tells a Vermonter how to sign a will, with the self-proving affidavit', () => {
    const guide = signingGuide('will', 'VT');
    expect(guide.title).toBe('How to sign your will in Vermont');
    const all = text(guide);
    expect(all).toContain('Gather 2 adult witnesses');
    expect(all).toContain('Vermont accepts a self-proving affidavit');
    expect(all).toContain('14 V.S.A.');
    expect(all).toMatch(/checked \d{4}-\d{2}-\d{2}/);
    expect(all).toContain('Your executor needs the original');
  });

  it('tells a Missourian the directive needs two witnesses and a notary, and cites both parts', () => {
    const all = text(signingGuide('ahcd', 'MO'));
    expect(all).toContain('in front of 2 adult witnesses and a notary');
    expect(all).toContain('459.015');
    expect(all).toContain('404.705');
  });

  it('says where remote notarization is allowed and where a will must be signed in person', () => {
    expect(text(signingGuide('will', 'NC'))).toContain(
      'North Carolina does not allow your will to be notarized remotely',
    );
    expect(text(signingGuide('dfpoa', 'NY'))).toContain(
      'New York allows a notary to act for you by live audio-video',
    );
    expect(text(signingGuide('will', 'NV'))).toContain(
      'Nevada also accepts a will signed electronically',
    );
  });

  it('has every section for every document in every state', () => {
    for (const state of US_STATE_CODES)
      for (const kind of ['will', 'trust', 'ahcd', 'dfpoa'] as const)
        for (const section of signingGuide(kind, state, { isJoint: true }).sections)
          expect(section.items.length).toBeGreaterThan(0);
  });

  it.each([
    ['acme-wealth', 'Neither Acme Wealth nor Bequest is a law firm'],
    ['benefitco', 'Neither BenefitCo nor Bequest is a law firm'],
    ['bequest', null],
    ['willow', null],
  ] as const)(
    'ends with the disclaimer of a tenant that has one on (%s)',
    (tenant, disclaimerStart) => {
      const disclaimer = instructionsDisclaimer(TENANT_CONFIGURATIONS[tenant]);
      const last = signingGuide('will', 'VT', { disclaimer }).sections.at(-1);
      if (disclaimerStart) {
        expect(last?.heading).toBe('Not legal advice');
        expect(last?.items[0]).toMatch(new RegExp(`^${disclaimerStart}`));
      } else {
        expect(disclaimer).toBeNull();
        expect(last?.heading).toBe('The law this guide follows');
      }
    },
  );

  it('switches the disclaimer with instructionsOverrides.disclaimer', () => {
    const firm = TENANT_CONFIGURATIONS['acme-wealth'];
    const off = {
      ...firm,
      instructionsOverrides: { ...firm.instructionsOverrides, disclaimer: false },
    };
    expect(instructionsDisclaimer(off)).toBeNull();
    const main = TENANT_CONFIGURATIONS.bequest;
    const on = {
      ...main,
      instructionsOverrides: { ...main.instructionsOverrides, disclaimer: true },
    };
    expect(instructionsDisclaimer(on)).toMatch(/^Bequest is not a law firm, and/);
  });
});

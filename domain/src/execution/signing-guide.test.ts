import { US_STATE_CODES } from '../reference/us-states';
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
});

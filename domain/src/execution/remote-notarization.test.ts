import { US_STATE_CODES, type UsStateCode } from '../reference/us-states';
import {
  REMOTE_NOTARIZATION,
  remoteNotarizationPermitted,
  type RemoteNotarizationRule,
} from './remote-notarization';
import type { SignedDocumentKind } from './signed-document-kind';
import { auditProblems } from './statute-check';

const today = new Date().toISOString().slice(0, 10);
const rows = Object.entries(REMOTE_NOTARIZATION) as [UsStateCode, RemoteNotarizationRule][];
const DOCUMENTS: readonly SignedDocumentKind[] = ['will', 'trust', 'ahcd', 'dfpoa'];

describe('remote online notarization as data', () => {
  it('covers the 50 states and DC', () => {
    expect(Object.keys(REMOTE_NOTARIZATION).sort()).toEqual([...US_STATE_CODES].sort());
  });

  it.each(rows)(
    '%s names its statute, the day it was read and an https official page',
    (_, rule) => {
      expect(auditProblems(rule, today)).toEqual([]);
    },
  );

  it.each(rows)(
    '%s lists only known documents, each once, or says why it is not permitted',
    (_, rule) => {
      if (rule.permitted) {
        expect(new Set(rule.excludes).size).toBe(rule.excludes.length);
        for (const document of rule.excludes) expect(DOCUMENTS).toContain(document);
      } else {
        expect(rule.note).toMatch(/\S/);
      }
    },
  );

  it('California, Georgia, Mississippi and South Carolina notaries may not notarize remotely', () => {
    const notPermitted = rows
      .filter(([, rule]) => !rule.permitted)
      .map(([state]) => state)
      .sort();
    expect(notPermitted).toEqual(['CA', 'GA', 'MS', 'SC']);
    expect(REMOTE_NOTARIZATION.CA.statute).toMatch(/Gov\. Code § 8231/);
  });

  it('Virginia, Texas and Florida notaries may, under their own sections', () => {
    expect(REMOTE_NOTARIZATION.VA).toMatchObject({ permitted: true, excludes: [] });
    expect(REMOTE_NOTARIZATION.VA.statute).toMatch(/47\.1-6\.1/);
    expect(REMOTE_NOTARIZATION.TX.statute).toMatch(/406\.101/);
    expect(REMOTE_NOTARIZATION.FL.statute).toMatch(/117\.285/);
  });

  it.each([
    ['NC', ['will', 'trust']],
    ['LA', ['will', 'trust']],
    ['CO', ['will']],
    ['NJ', ['will']],
    ['WI', ['will', 'trust', 'ahcd', 'dfpoa']],
    ['CT', ['will', 'trust', 'ahcd', 'dfpoa']],
    ['NY', []],
  ] as const)('%s excludes %j', (state, excludes) => {
    expect(REMOTE_NOTARIZATION[state]).toMatchObject({ permitted: true, excludes });
  });

  it('Florida keeps its documents but notes the vulnerable-adult questions', () => {
    const rule = REMOTE_NOTARIZATION.FL;
    expect(rule.permitted && rule.excludes).toEqual([]);
    expect(rule.note).toMatch(/vulnerable-adult/);
  });
});

describe('remoteNotarizationPermitted', () => {
  it('allows a document the state does not exclude', () => {
    expect(remoteNotarizationPermitted('TX', 'will')).toBe(true);
    expect(remoteNotarizationPermitted('NC', 'ahcd')).toBe(true);
    expect(remoteNotarizationPermitted('NC', 'dfpoa')).toBe(true);
  });

  it('refuses a document the state excludes', () => {
    expect(remoteNotarizationPermitted('NC', 'will')).toBe(false);
    expect(remoteNotarizationPermitted('NC', 'trust')).toBe(false);
    expect(remoteNotarizationPermitted('WI', 'dfpoa')).toBe(false);
  });

  it('refuses every document where the state has no remote notarization', () => {
    for (const document of DOCUMENTS)
      expect(remoteNotarizationPermitted('CA', document)).toBe(false);
  });
});

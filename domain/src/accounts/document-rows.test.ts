import type { ProductRecords } from '../products/document-progress';
import type { ProgressStatus } from '../products/progress-status';
import { DocumentSummarySchema } from '../profiles/document-summary';
import {
  charitableGivingRows,
  documentRow,
  estatePlanRows,
  listedDocuments,
  rowCtaLabel,
} from './document-rows';
import { hasFinalizedToggle, moreActions, toggledFinalizedAt } from './more-actions';
import { accountLinks } from './account-links';
import { summaryWith } from './test-records';

const records = (
  will: ProgressStatus,
  rlt: ProgressStatus,
  other: ProgressStatus = 'NOT_STARTED',
): ProductRecords => ({
  will: summaryWith(will),
  rlt: summaryWith(rlt) && { ...summaryWith(rlt)!, isJoint: false, referrer: null, refOrgId: null },
  ahcd: summaryWith(other),
  dfpoa: summaryWith(other),
  nonprobatePlans:
    other === 'NOT_STARTED' ? [] : [{ isComplete: other === 'FINISHED', updatedAt: null }],
});

describe('which documents are listed (platform-core.md 2.11, documents.md 4.6)', () => {
  it.each([
    // [will, rlt, other documents, rlt access, listed estate documents]
    ['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', true, ['WILL', 'RLT']],
    ['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', false, ['WILL']],
    ['NOT_STARTED', 'NOT_STARTED', 'INCOMPLETE', true, ['WILL']],
    ['NOT_STARTED', 'INCOMPLETE', 'NOT_STARTED', true, ['RLT']],
    ['INCOMPLETE', 'INCOMPLETE', 'NOT_STARTED', true, ['WILL', 'RLT']],
    ['INCOMPLETE', 'NOT_STARTED', 'NOT_STARTED', true, ['WILL']],
    ['NOT_STARTED', 'FINISHED', 'NOT_STARTED', false, ['WILL']],
  ] as const)(
    'will %s, trust %s, others %s, access %s → %j',
    (will, rlt, other, access, estate) => {
      expect(
        listedDocuments(records(will, rlt, other), {
          hasRltAccess: access,
          beneficiaryPlan: false,
        }),
      ).toEqual([...estate, 'AHCD', 'DFPOA']);
    },
  );

  it('appends the beneficiary plan when the feature is on', () => {
    expect(
      listedDocuments(records('NOT_STARTED', 'NOT_STARTED'), {
        hasRltAccess: false,
        beneficiaryPlan: true,
      }),
    ).toEqual(['WILL', 'AHCD', 'DFPOA', 'NONPROBATE_PLANS']);
  });
});

describe('row buttons (platform-core.md 2.11)', () => {
  it.each([
    ['NOT_STARTED', 'Start'],
    ['INCOMPLETE', 'Finish'],
    ['FINISHED', 'View/Edit'],
    ['EMPTY', 'View/Edit'],
    ['ERROR', null],
  ] as const)('%s → %s', (progress, label) => {
    expect(rowCtaLabel(progress)).toBe(label);
  });
});

describe('rows and their more-actions menu (documents.md 2.8)', () => {
  const settings = { documentDownload: true, documentEmails: false };

  it('a finished will offers download, print and next steps where the tenant allows', () => {
    const row = documentRow('WILL', records('FINISHED', 'NOT_STARTED'), settings);
    expect(row).toMatchObject({ progress: 'FINISHED', path: '/will', id: 'r-FINISHED' });
    expect(moreActions(row)).toEqual([
      { label: 'Download document' },
      { label: 'Print document' },
      { label: 'View next steps', path: '/will/final/download' },
    ]);
    const emailing = documentRow('WILL', records('FINISHED', 'NOT_STARTED'), {
      documentDownload: false,
      documentEmails: true,
    });
    expect(moreActions(emailing).map((action) => action.label)).toEqual([
      'Email document',
      'Print document',
      'View next steps',
    ]);
  });

  it('the step page offers download, print and next steps only, without the finalized toggle', () => {
    const row = documentRow('WILL', records('FINISHED', 'NOT_STARTED'), {
      documentDownload: true,
      documentEmails: true,
    });
    expect(moreActions(row, 'steps').map((action) => action.label)).toEqual([
      'Download document',
      'Print document',
      'View next steps',
    ]);
    expect(hasFinalizedToggle('steps')).toBe(false);
    expect(hasFinalizedToggle('consumer')).toBe(true);
  });

  it.each([
    ['RLT', '/rlt/final'],
    ['AHCD', '/ahcd/review/download'],
    ['DFPOA', '/dfpoa/review/print'],
  ] as const)('%s next steps go to %s', (product, path) => {
    const row = documentRow(product, records('FINISHED', 'FINISHED', 'FINISHED'), settings);
    expect(row.nextStepsPath).toBe(path);
  });

  it('an unfinished document has no menu', () => {
    expect(
      moreActions(documentRow('WILL', records('INCOMPLETE', 'NOT_STARTED'), settings)),
    ).toEqual([]);
  });

  it("keeps the document's own path and dates", () => {
    const will = DocumentSummarySchema.parse({
      randId: 'w1',
      path: '/will/gifts',
      finalizedAt: '2026-03-01T00:00:00Z',
      lastSectionCompletedUpdatedAt: '2026-02-01T00:00:00Z',
    });
    expect(documentRow('WILL', { will }, settings)).toMatchObject({
      path: '/will/gifts',
      finalizedAt: '2026-03-01T00:00:00Z',
      lastSectionCompletedUpdatedAt: '2026-02-01T00:00:00Z',
    });
  });

  it('the beneficiary plan row has no next steps and no printing', () => {
    const row = documentRow(
      'NONPROBATE_PLANS',
      records('NOT_STARTED', 'NOT_STARTED', 'FINISHED'),
      settings,
    );
    expect(row).toMatchObject({
      path: '/account/beneficiaries',
      nextStepsPath: null,
      allowDownload: false,
    });
  });

  it('builds the estate plan table in listing order', () => {
    const rows = estatePlanRows(records('INCOMPLETE', 'NOT_STARTED'), {
      ...settings,
      hasRltAccess: true,
      beneficiaryPlan: false,
    });
    expect(rows.map((row) => [row.name, row.progress])).toEqual([
      ['WILL', 'INCOMPLETE'],
      ['AHCD', 'NOT_STARTED'],
      ['DFPOA', 'NOT_STARTED'],
    ]);
  });
});

describe('charitable giving table and links (giving-and-beneficiaries.md 2.10)', () => {
  const item = (isComplete: boolean) => ({ isComplete, updatedAt: null });

  it('lists only the gifts the person has; DAF shows EMPTY', () => {
    expect(charitableGivingRows({})).toEqual([]);
    const rows = charitableGivingRows({ qcd: [item(false)], daf: [item(true)] });
    expect(rows.map((row) => [row.name, row.progress])).toEqual([
      ['QCD', 'INCOMPLETE'],
      ['DAF', 'EMPTY'],
    ]);
  });

  it.each([
    [{}, false, ['Estate plan', 'Securities gifts']],
    [{ qcd: [item(false)] }, false, ['Estate plan', 'Securities gifts', 'QCD gifts']],
    [{ daf: [item(true)] }, false, ['Estate plan', 'Securities gifts', 'DAF grants']],
    [{ qcd: [item(true)], daf: [item(true)] }, true, []],
  ] as const)('links for %j with redesign %s', (gifts, redesign, labels) => {
    expect(accountLinks(gifts as ProductRecords, redesign).map((link) => link.label)).toEqual(
      labels,
    );
  });
});

describe('finalization toggle (documents.md 4.7)', () => {
  it('sets finalizedAt to now when empty and clears it when set', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(toggledFinalizedAt(null, now)).toBe('2026-11-23T10:00:00.000Z');
    expect(toggledFinalizedAt('2026-01-01T00:00:00Z', now)).toBeNull();
  });
});

import {
  listProgress,
  nonprobateProgress,
  productProgress,
  progressLabel,
  type ProductRecords,
} from './document-progress';

const summary = (fields: { randId?: string; isComplete?: boolean; isValid?: boolean }) => ({
  randId: 'r1',
  isComplete: false,
  isValid: false,
  ...fields,
});

describe('document progress (platform-core.md 4.4, documents.md 4.6)', () => {
  it.each([
    ['no record', null, 'NOT_STARTED', 'NOT_STARTED'],
    ['no randId', summary({ randId: '' }), 'NOT_STARTED', 'NOT_STARTED'],
    ['complete and valid', summary({ isComplete: true, isValid: true }), 'FINISHED', 'FINISHED'],
    ['complete, not valid', summary({ isComplete: true }), 'INCOMPLETE', 'FINISHED'],
    ['valid, not complete', summary({ isValid: true }), 'INCOMPLETE', 'INCOMPLETE'],
    ['started', summary({}), 'INCOMPLETE', 'INCOMPLETE'],
  ] as const)('%s: WILL/RLT %s… AHCD/DFPOA', (_case, record, estate, incapacity) => {
    const records = { will: record, rlt: record, ahcd: record, dfpoa: record } as ProductRecords;
    expect(productProgress('WILL', records)).toBe(estate);
    expect(productProgress('RLT', records)).toBe(estate);
    expect(productProgress('AHCD', records)).toBe(incapacity);
    expect(productProgress('DFPOA', records)).toBe(incapacity);
  });

  it('an unknown product is NOT_STARTED', () => {
    expect(productProgress('OUTSIDE_BEQUEST', {})).toBe('NOT_STARTED');
    expect(productProgress('PET_TRUST', {})).toBe('NOT_STARTED');
  });
});

describe('list progress (giving-and-beneficiaries.md 4.5)', () => {
  it.each([
    [[], 'NOT_STARTED'],
    [[{ isComplete: true }, { isComplete: false }], 'INCOMPLETE'],
    [[{ isComplete: true }, { isComplete: true }], 'FINISHED'],
  ] as const)('%j → %s for QCD, NONPROBATE_PLANS and STOCK_GIFT', (items, status) => {
    const records = { qcd: [...items], nonprobatePlans: [...items], stockGift: [...items] };
    expect(productProgress('QCD', records as ProductRecords)).toBe(status);
    expect(productProgress('NONPROBATE_PLANS', records as ProductRecords)).toBe(status);
    expect(productProgress('STOCK_GIFT', records as ProductRecords)).toBe(status);
    expect(listProgress(items)).toBe(status);
  });

  it('a missing list is NOT_STARTED', () => {
    expect(productProgress('QCD', {})).toBe('NOT_STARTED');
  });

  it.each([
    [[], 'EMPTY', 'NOT_STARTED'],
    [[{ isComplete: false, updatedAt: null }], 'EMPTY', 'INCOMPLETE'],
    [[{ isComplete: true, updatedAt: null }], 'EMPTY', 'FINISHED'],
  ] as const)('DAF %j: account table %s, list reading %s (DECISIONS.md)', (daf, table, list) => {
    expect(productProgress('DAF', { daf: [...daf] })).toBe(table);
    expect(productProgress('DAF', { daf: [...daf] }, 'list')).toBe(list);
  });
});

describe('progress labels and counts (platform-core.md 4.4)', () => {
  it.each([
    ['NOT_STARTED', 'Not started'],
    ['INCOMPLETE', 'Incomplete'],
    ['FINISHED', 'Finished'],
    ['ERROR', 'Error'],
    ['EMPTY', null],
  ] as const)('%s reads %s', (status, label) => {
    expect(progressLabel(status)).toBe(label);
  });

  it('counts complete beneficiary plans out of the total', () => {
    expect(nonprobateProgress([{ isComplete: true }, { isComplete: false }])).toEqual({
      complete: 1,
      total: 2,
    });
    expect(nonprobateProgress(null)).toEqual({ complete: 0, total: 0 });
  });
});

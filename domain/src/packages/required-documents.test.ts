import { requiredDocuments } from './required-documents';
import { effectiveClientProductType } from './client-product-type';

describe('documents required per package (platform-core.md 3)', () => {
  it.each([
    ['trust_based', ['RLT', 'DFPOA', 'AHCD']],
    ['will_based', ['WILL', 'DFPOA', 'AHCD']],
    ['incapacity_only', ['DFPOA', 'AHCD']],
    ['will_only', ['WILL']],
    ['trust_only', ['RLT']],
    ['no_required_docs', []],
  ] as const)('%s → %j, plus the beneficiary plan when on', (packageType, documents) => {
    expect(requiredDocuments(packageType, false)).toEqual(documents);
    expect(requiredDocuments(packageType, true)).toEqual([...documents, 'NONPROBATE_PLANS']);
  });
});

describe('client product type (platform-core.md 4.7)', () => {
  it.each([
    [false, null, false, 'self_directed'],
    [false, 'attorney_drafted', true, 'self_directed'],
    [true, null, true, 'self_directed'],
    [true, null, false, null],
    [true, 'attorney_drafted', true, 'attorney_drafted'],
    [true, 'self_directed', false, 'self_directed'],
  ] as const)('counsel flag %s, saved %s, plan %s → %s', (flag, saved, hasPlan, expected) => {
    expect(effectiveClientProductType({ clientCounselFlag: flag, saved, hasPlan })).toBe(expected);
  });
});

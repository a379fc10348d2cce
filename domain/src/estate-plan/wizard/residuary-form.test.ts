import { typedLevelTotal } from '../../validation/share-form';
import {
  residuaryForm,
  residuaryOf,
  ResiduaryFormSchema,
  type ResiduaryShareForm,
} from './residuary-form';

const share = (percent: string, extra: Partial<ResiduaryShareForm> = {}): ResiduaryShareForm => ({
  level: 'NUMBER_1',
  kind: 'person',
  name: 'Marta Diaz',
  charitableGiftId: null,
  percent,
  ...extra,
});

const messages = (shares: ResiduaryShareForm[]) => {
  const parsed = ResiduaryFormSchema.safeParse({ shares });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('who inherits the rest of the estate (documents.md 4.3)', () => {
  it('refuses primaries that total 90%, naming the total', () => {
    expect(messages([share('45'), share('45')])).toEqual({
      'totals.NUMBER_1':
        'The primary beneficiaries’ shares must add up to exactly 100%; they now add up to 90%',
    });
  });

  it('accepts shares of exactly 100%, thirds included', () => {
    expect(
      messages([
        share('45'),
        share('45'),
        share('10', { kind: 'charity', name: 'Harbor Food Bank' }),
      ]),
    ).toEqual({});
    expect(messages([share('33.33'), share('33.33'), share('33.34')])).toEqual({});
  });

  it('asks for a beneficiary, a name and a percentage', () => {
    expect(messages([])).toEqual({ shares: 'Please name at least one beneficiary' });
    expect(messages([share('100', { name: ' ' })])).toEqual({
      'shares.0.name': 'Please enter who receives this share',
    });
    expect(messages([share('0')])['shares.0.percent']).toBe(
      'Please enter a percentage greater than 0 and at most 100',
    );
    expect(messages([share('abc')])['shares.0.percent']).toBeDefined();
  });

  it('allows backups only when the primaries take 100% and one is not a charity', () => {
    const backup = share('100', { level: 'NUMBER_2', name: 'Elena Ruiz' });
    expect(messages([share('100'), backup])).toEqual({});
    expect(messages([share('100', { kind: 'charity', name: 'Harbor Food Bank' }), backup])).toEqual(
      {
        'totals.NUMBER_2':
          'Backup beneficiaries can be named once the primary beneficiaries take 100% and at least one of them is not a charity',
      },
    );
    expect(messages([share('100'), { ...backup, percent: '50' }])).toEqual({
      'totals.NUMBER_2':
        'The backup beneficiaries’ shares must add up to exactly 100%; they now add up to 50%',
    });
  });

  it('sums in hundredths', () => {
    expect(typedLevelTotal([share('33.33'), share('33.33'), share('33.33')], 'NUMBER_1')).toBe(
      99.99,
    );
  });

  it('stores a charity with its gift id and reads it back', () => {
    const stored = residuaryOf({
      shares: [share('90'), share('10', { kind: 'charity', name: 'Harbor Food Bank' })],
    });
    expect(stored[1]).toEqual({
      level: 'NUMBER_1',
      name: 'Harbor Food Bank',
      charitableGiftId: 'Harbor Food Bank',
      allocationPercent: 10,
    });
    expect(residuaryForm(stored).shares[1]).toMatchObject({ kind: 'charity', percent: '10' });
  });
});

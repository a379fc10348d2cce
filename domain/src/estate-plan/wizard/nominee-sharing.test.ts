import { EstatePlanSchema } from '../estate-plan';
import {
  nomineeSharingFormSchema,
  NomineeSharingFormSchema,
  planNominees,
} from './nominee-sharing';

const name = (first: string, last: string) => ({ first, middle: '', last });

describe('nominees to tell (documents.md 2.7)', () => {
  const plan = EstatePlanSchema.parse({
    randId: 'w',
    planType: 'WILL',
    executors: [{ fullName: name('Elena', 'Ruiz') }, { fullName: name('Tomas', 'Ruiz') }],
    guardians: [{ fullName: name('Elena', 'Ruiz') }],
    nominees: [
      {
        randId: 'executor-1',
        fullName: name('Elena', 'Ruiz'),
        email: 'elena@example.com',
        lastNotifiedAt: '2026-11-01T00:00:00.000Z',
      },
      { randId: 'executor-2', fullName: name('Old', 'Name'), email: 'old@example.com' },
    ],
  });

  it('lists each role a person holds, keeping what was saved for the same person', () => {
    expect(planNominees(plan)).toEqual([
      {
        randId: 'executor-1',
        fullName: name('Elena', 'Ruiz'),
        role: 'Executor',
        email: 'elena@example.com',
        lastNotifiedAt: '2026-11-01T00:00:00.000Z',
      },
      {
        randId: 'executor-2',
        fullName: name('Tomas', 'Ruiz'),
        role: 'Backup executor',
        email: null,
        lastNotifiedAt: null,
      },
      {
        randId: 'guardian-1',
        fullName: name('Elena', 'Ruiz'),
        role: 'Guardian',
        email: null,
        lastNotifiedAt: null,
      },
    ]);
  });

  it('needs someone to tell and an address for each', () => {
    const issues = (nominees: { randId: string; tell: boolean; email: string }[]) => {
      const parsed = NomineeSharingFormSchema.safeParse({ nominees });
      return parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(issues([{ randId: 'executor-1', tell: false, email: '' }])).toEqual({
      nominees: 'Choose whom to tell.',
    });
    expect(issues([{ randId: 'executor-1', tell: true, email: 'elena' }])).toEqual({
      'nominees.0.email': 'Please enter their e-mail address, including the full domain name',
    });
    expect(issues([{ randId: 'executor-1', tell: true, email: 'elena@example.com' }])).toEqual({});
  });

  it('lets nobody be chosen where telling is optional, still checking a chosen address', () => {
    const optional = nomineeSharingFormSchema({ nobodyAllowed: true });
    expect(
      optional.safeParse({ nominees: [{ randId: 'executor-1', tell: false, email: '' }] }).success,
    ).toBe(true);
    expect(
      optional.safeParse({ nominees: [{ randId: 'executor-1', tell: true, email: 'elena' }] })
        .success,
    ).toBe(false);
  });
});

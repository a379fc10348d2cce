import {
  endOfExpiryDay,
  ExpiryDaySchema,
  fiduciaryCodeUsable,
  fiduciaryShareExpiryProblem,
  fiduciaryShareState,
  FIDUCIARY_CODE_MAX_ATTEMPTS,
  shareableNominee,
} from './fiduciary-share';
import { NomineeSchema } from '../estate-plan/estate-plan';

const NOW = new Date('2026-11-27T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

describe('a fiduciary share', () => {
  it('is active until its expiry, then expired; a revocation wins', () => {
    expect(fiduciaryShareState({ expiresAt: at(10), revokedAt: null }, NOW).status).toBe('active');
    expect(fiduciaryShareState({ expiresAt: at(10), revokedAt: null }, at(10)).status).toBe(
      'expired',
    );
    expect(fiduciaryShareState({ expiresAt: at(10), revokedAt: at(-1) }, NOW)).toEqual({
      status: 'revoked',
      revokedAt: at(-1),
      expiresAt: at(10),
    });
    expect(fiduciaryShareState({ expiresAt: at(-5), revokedAt: at(-1) }, NOW).status).toBe(
      'revoked',
    );
  });

  it('needs an expiry in the future and at most a year away', () => {
    expect(fiduciaryShareExpiryProblem(at(30), NOW)).toBeNull();
    expect(fiduciaryShareExpiryProblem(at(365), NOW)).toBeNull();
    expect(fiduciaryShareExpiryProblem(NOW, NOW)).toBe('Choose a day in the future.');
    expect(fiduciaryShareExpiryProblem(at(-1), NOW)).toBe('Choose a day in the future.');
    expect(fiduciaryShareExpiryProblem(at(366), NOW)).toMatch(/at most 365 days/);
    expect(fiduciaryShareExpiryProblem(new Date('nope'), NOW)).toMatch(/Enter the day/);
  });

  it('lasts through the whole expiry day', () => {
    expect(endOfExpiryDay('2027-06-01').toISOString()).toBe('2027-06-01T23:59:59.999Z');
    expect(ExpiryDaySchema.safeParse('2027-06-01').success).toBe(true);
    expect(ExpiryDaySchema.safeParse('2027-13-01').success).toBe(false);
    expect(ExpiryDaySchema.safeParse('June 1').success).toBe(false);
  });

  it('is given only to a nominee the document names, with an e-mail address', () => {
    const nominees = [
      NomineeSchema.parse({
        randId: 'n1',
        fullName: { first: 'Bo', middle: '', last: 'Li' },
        email: ' Bo@Example.com ',
        role: 'executor',
      }),
      NomineeSchema.parse({ randId: 'n2', fullName: { first: 'Cy', middle: '', last: 'Li' } }),
    ];
    const shared = shareableNominee(nominees, 'n1');
    expect(shared).toMatchObject({ email: 'bo@example.com' });
    expect(shareableNominee(nominees, 'n2')).toBe('no_email');
    expect(shareableNominee(nominees, 'n3')).toBe('unknown');
    expect(shareableNominee([], 'n1')).toBe('unknown');
  });

  it('checks a code only before it expires and while attempts remain', () => {
    expect(fiduciaryCodeUsable({ expiresAt: at(1), attempts: 0 }, NOW)).toBe(true);
    expect(fiduciaryCodeUsable({ expiresAt: NOW, attempts: 0 }, NOW)).toBe(false);
    expect(
      fiduciaryCodeUsable({ expiresAt: at(1), attempts: FIDUCIARY_CODE_MAX_ATTEMPTS }, NOW),
    ).toBe(false);
  });
});

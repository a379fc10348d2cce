import 'reflect-metadata';
import { Container } from 'inversify';
import { ok } from 'neverthrow';
import { CLOCK } from '../ports/clock.port';
import { ID_GENERATOR } from '../ports/id-generator.port';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../ports/identity-provider.port';
import {
  STAFF_AUDIT_LOG,
  type AuditEntry,
  type NewAuditEntry,
  type StaffAuditLog,
} from '../ports/staff-audit-log.port';
import { STAFF_SESSIONS, type StaffMember, type StaffSessions } from '../ports/staff-sessions.port';
import { SSO_TRANSACTIONS, type SsoTransaction } from '../ports/sso-transactions.port';
import { CompleteStaffSignIn } from './complete-staff-sign-in.use-case';
import { ListStaffAccess } from './list-staff-access.use-case';
import { STAFF_SIGN_IN_SETTINGS } from './staff-sign-in-settings';
import { StartStaffSignIn } from './start-staff-sign-in.use-case';

const ISSUER = 'https://id.bequest.example/staff';
const NOW = new Date('2026-11-26T15:00:00Z');
const support: StaffMember = {
  subject: 's-1',
  email: 'support@bequest.example',
  name: 'Casey Support',
  role: 'support',
};

/** The staff use cases over in-memory ports, the provider vouching for `claims`. */
const staffContainer = (claims: { issuer?: string; staffRole?: string | null }) => {
  const entries: NewAuditEntry[] = [];
  const sessions = new Map<string, StaffMember>();
  const transactions = new Map<string, SsoTransaction>();
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container
    .bind(STAFF_SIGN_IN_SETTINGS)
    .toConstantValue({ issuer: ISSUER, clientId: 'console', clientSecret: null });
  container.bind(CLOCK).toConstantValue({ now: () => NOW });
  container
    .bind(ID_GENERATOR)
    .toConstantValue({ newId: () => 'id', newSecret: () => 'secret', newCode: () => '123456' });
  container.bind(IDENTITY_PROVIDER).toConstantValue({
    newChecks: () => ({ state: 'state-1', nonce: 'n', codeVerifier: 'v' }),
    authorizationUrl: async () => ok(`${ISSUER}/auth?state=state-1`),
    redeem: async () =>
      ok({
        issuer: claims.issuer ?? ISSUER,
        subject: 's-1',
        email: 'Support@Bequest.example',
        givenName: 'Casey',
        familyName: 'Support',
        advisorEmail: null,
        staffRole: claims.staffRole,
      }),
    logoutUrl: async () => ok(''),
  } satisfies IdentityProvider);
  container.bind(SSO_TRANSACTIONS).toConstantValue({
    save: async (transaction: SsoTransaction) => {
      transactions.set(`${transaction.tenantId} ${transaction.state}`, transaction);
    },
    consume: async (scope: string, state: string) => {
      const found = transactions.get(`${scope} ${state}`) ?? null;
      transactions.delete(`${scope} ${state}`);
      return found;
    },
  });
  container.bind(STAFF_SESSIONS).toConstantValue({
    start: async (member, secret) => {
      sessions.set(secret, member);
    },
    find: async (secret) => sessions.get(secret) ?? null,
    end: async (secret) => {
      sessions.delete(secret);
    },
  } satisfies StaffSessions);
  container.bind(STAFF_AUDIT_LOG).toConstantValue({
    append: async (entry) => {
      entries.push(entry);
    },
    list: async () => ({ items: [], total: 0 }),
    listForAccount: async (tenantId, accountId) =>
      entries
        .filter((entry) => entry.tenantId === tenantId && entry.accountId === accountId)
        .map((entry, index): AuditEntry => ({ ...entry, id: String(index) })),
  } satisfies StaffAuditLog);
  return { container, entries, sessions };
};

const signIn = async (container: Container) => {
  await container
    .get(StartStaffSignIn)
    .execute({ origin: 'https://bequest.example', returnPath: '/internal-only' });
  return container.get(CompleteStaffSignIn).execute({
    origin: 'https://bequest.example',
    callbackQuery: 'code=abc&state=state-1',
  });
};

describe('staff sign-in and what the person sees (issue 24)', () => {
  it('starts a staff session from a token with a staff role, and audits the sign-in', async () => {
    const { container, entries, sessions } = staffContainer({ staffRole: 'support' });
    const signedIn = (await signIn(container))._unsafeUnwrap();
    expect(signedIn).toMatchObject({
      secret: 'secret',
      staff: support,
      returnPath: '/internal-only',
    });
    expect(signedIn.expiresAt).toEqual(new Date('2026-11-26T23:00:00Z'));
    expect(sessions.get('secret')).toEqual(support);
    expect(entries).toEqual([expect.objectContaining({ action: 'staff.sign_in', at: NOW })]);
  });

  it('refuses a token without a staff role or from another issuer, starting no session', async () => {
    for (const [claims, code] of [
      [{ staffRole: null }, 'STAFF.NO_ROLE'],
      [{ staffRole: 'owner' }, 'STAFF.NO_ROLE'],
      [{ staffRole: 'admin', issuer: 'https://elsewhere.example' }, 'SSO.UNKNOWN_ISSUER'],
    ] as const) {
      const { container, entries, sessions } = staffContainer(claims);
      expect((await signIn(container))._unsafeUnwrapErr().code).toBe(code);
      expect([sessions.size, entries.length]).toEqual([0, 0]);
    }
  });

  it('refuses a state that is not a staff sign-in this server started', async () => {
    const { container } = staffContainer({ staffRole: 'admin' });
    const answer = await container.get(CompleteStaffSignIn).execute({
      origin: 'https://bequest.example',
      callbackQuery: 'code=abc&state=never-started',
    });
    expect(answer._unsafeUnwrapErr().code).toBe('SSO.INVALID_STATE');
  });

  it('shows the person only what concerns their account: when, what, the role and the reason', async () => {
    const { container, entries } = staffContainer({});
    const about = { tenantId: 'bequest', accountId: 'a-1', subject: null };
    entries.push(
      { staff: support, action: 'people.search', ...about, reason: null, at: NOW },
      { staff: support, action: 'person.view', ...about, reason: 'Ticket 1: a question', at: NOW },
      {
        staff: { ...support, role: 'admin' },
        action: 'audit.list',
        ...about,
        reason: null,
        at: NOW,
      },
    );
    const seen = await container
      .get(ListStaffAccess)
      .execute({ tenantId: 'bequest', accountId: 'a-1', activeProfileId: 'p-1' });
    expect(seen).toEqual([
      {
        at: NOW,
        description: 'Opened your account record',
        staffRole: 'Support',
        reason: 'Ticket 1: a question',
      },
    ]);
    expect(JSON.stringify(seen)).not.toContain('Casey');
  });
});

import { beforeEach, describe, expect, it } from '@jest/globals';
import { newAccount } from '../../accounts/new-account';
import type { AccountRepository, NewAccount } from '../../ports/account-repository.port';

const account = (id: string, email: string, tenantId = 'bequest'): NewAccount =>
  newAccount({ id, tenantId, email, passwordHash: 'hash', accountOwnerId: `${id}-owner` });

/** What AccountRepository promises, for a store that starts empty on each `setUp`. */
export const accountRepositoryContract = (setUp: () => Promise<AccountRepository>): void =>
  describe('AccountRepository contract', () => {
    let accounts: AccountRepository;
    beforeEach(async () => {
      accounts = await setUp();
    });

    it('creates an account at its first version, never signed in, in its first session', async () => {
      const created = await accounts.create(account('a1', 'ana@example.com'));
      const expected = {
        ...account('a1', 'ana@example.com'),
        signInCount: 0,
        sessionVersion: 1,
        version: 1,
      };
      expect(created).toEqual(expected);
      expect(await accounts.findById('bequest', 'a1')).toEqual(expected);
    });

    it('finds an account only inside its own tenant', async () => {
      await accounts.create(account('a1', 'ana@example.com'));
      expect(await accounts.findById('willow', 'a1')).toBeNull();
      expect(await accounts.findById('bequest', 'unknown')).toBeNull();
      expect(await accounts.findByEmail('willow', 'ana@example.com')).toBeNull();
    });

    it('keeps an e-mail in lower case and finds it whatever its case', async () => {
      expect((await accounts.create(account('a1', 'Ana@Example.com')))?.email).toBe(
        'ana@example.com',
      );
      expect((await accounts.findByEmail('bequest', 'ANA@example.COM'))?.id).toBe('a1');
    });

    it('refuses a second account of the same e-mail in a tenant, in any case; another tenant may have it', async () => {
      await accounts.create(account('a1', 'ana@example.com'));
      expect(await accounts.create(account('a2', 'ANA@example.com'))).toBeNull();
      expect(await accounts.findById('bequest', 'a2')).toBeNull();
      expect((await accounts.findByEmail('bequest', 'ana@example.com'))?.id).toBe('a1');
      expect((await accounts.create(account('w1', 'ana@example.com', 'willow')))?.id).toBe('w1');
    });

    it('starts accounts that keep a held e-mail as typed, never found by it', async () => {
      await accounts.create(account('a1', 'ana@example.com'));
      const typed = { ...account('a2', 'Ana@example.com'), holdsEmail: false };
      expect(await accounts.create(typed)).toMatchObject({
        email: 'ana@example.com',
        holdsEmail: false,
      });
      expect(await accounts.create({ ...typed, id: 'a3' })).toMatchObject({ holdsEmail: false });
      expect((await accounts.findByEmail('bequest', 'ana@example.com'))?.id).toBe('a1');
      expect(await accounts.create(account('a4', 'ana@example.com'))).toBeNull();
    });

    it('makes an account hold the new e-mail it is given, unless another account holds it', async () => {
      await accounts.create(account('a1', 'ana@example.com'));
      await accounts.create({ ...account('a2', 'ana@example.com'), holdsEmail: false });
      expect(await accounts.update('bequest', 'a2', 1, { email: 'ana@example.com' })).toBeNull();
      expect(await accounts.update('bequest', 'a2', 1, { email: 'bo@example.com' })).toMatchObject({
        email: 'bo@example.com',
        holdsEmail: true,
        version: 2,
      });
      expect((await accounts.findByEmail('bequest', 'bo@example.com'))?.id).toBe('a2');
    });

    it('refuses an account whose id is taken and keeps the first', async () => {
      await accounts.create(account('a1', 'ana@example.com'));
      expect(await accounts.create(account('a1', 'bo@example.com'))).toBeNull();
      expect((await accounts.findById('bequest', 'a1'))?.email).toBe('ana@example.com');
      expect(await accounts.findByEmail('bequest', 'bo@example.com')).toBeNull();
    });

    it('finds an account by the issuer and subject of its single sign-on, in its tenant', async () => {
      const sso = { issuer: 'https://id.acme.example', subject: 'sub-1' };
      await accounts.create({
        ...account('a1', 'ana@example.com', 'acme-wealth'),
        ssoIdentity: sso,
      });
      await accounts.create(account('a2', 'bo@example.com', 'acme-wealth'));
      const { ssoIdentity: _identity, ...stored } = {
        ...account('a1', 'ana@example.com', 'acme-wealth'),
        ssoIdentity: sso,
      };
      expect(await accounts.findBySsoIdentity('acme-wealth', sso.issuer, sso.subject)).toEqual({
        ...stored,
        signInCount: 0,
        sessionVersion: 1,
        version: 1,
      });
      expect(await accounts.findBySsoIdentity('acme-wealth', sso.issuer, 'sub-2')).toBeNull();
      expect(
        await accounts.findBySsoIdentity('acme-wealth', 'https://id.other.example', sso.subject),
      ).toBeNull();
      expect(await accounts.findBySsoIdentity('bequest', sso.issuer, sso.subject)).toBeNull();
    });

    it('applies changes at the stored version and moves to the next version', async () => {
      await accounts.create(account('a1', 'ana@example.com'));
      const updated = await accounts.update('bequest', 'a1', 1, {
        signInCount: 3,
        sessionVersion: 2,
        isEmailConfirmed: true,
      });
      expect(updated).toMatchObject({
        signInCount: 3,
        sessionVersion: 2,
        isEmailConfirmed: true,
        version: 2,
      });
      expect(await accounts.findById('bequest', 'a1')).toEqual(updated);
    });

    it('refuses a write naming a version that is no longer stored, and changes nothing', async () => {
      await accounts.create(account('a1', 'ana@example.com'));
      await accounts.update('bequest', 'a1', 1, { signInCount: 1 });
      expect(await accounts.update('bequest', 'a1', 1, { signInCount: 9 })).toBeNull();
      expect(await accounts.findById('bequest', 'a1')).toMatchObject({
        signInCount: 1,
        version: 2,
      });
    });

    it('refuses a write to an account of another tenant, or to none', async () => {
      await accounts.create(account('a1', 'ana@example.com'));
      expect(await accounts.update('willow', 'a1', 1, { signInCount: 9 })).toBeNull();
      expect(await accounts.update('bequest', 'unknown', 1, { signInCount: 9 })).toBeNull();
      expect(await accounts.findById('bequest', 'a1')).toMatchObject({
        signInCount: 0,
        version: 1,
      });
    });

    it('refuses a new e-mail that is another account’s in any case, and changes nothing', async () => {
      await accounts.create(account('a1', 'ana@example.com'));
      await accounts.create(account('a2', 'bo@example.com'));
      expect(await accounts.update('bequest', 'a2', 1, { email: 'Ana@Example.com' })).toBeNull();
      expect(await accounts.findById('bequest', 'a2')).toMatchObject({
        email: 'bo@example.com',
        version: 1,
      });
    });

    it('keeps a changed e-mail in lower case, found whatever its case', async () => {
      await accounts.create(account('a1', 'ana@example.com'));
      expect(
        await accounts.update('bequest', 'a1', 1, { email: 'Ana.Li@Example.com' }),
      ).toMatchObject({ email: 'ana.li@example.com', version: 2 });
      expect((await accounts.findByEmail('bequest', 'ana.li@example.com'))?.id).toBe('a1');
      expect(await accounts.findByEmail('bequest', 'ana@example.com')).toBeNull();
    });
  });

import { TENANT_CONFIGURATIONS, WILL_SECTIONS } from '@bequest/domain';
import { Documents } from '../documents/documents.service';
import { inMemoryContainer } from '../testing/container';
import type { InMemoryPorts } from '../testing/in-memory';
import { startedPerson } from '../testing/started-person';
import type { Requester } from '../shared/requester';
import { OpenSharedDocument } from './open-shared-document.use-case';
import { RequestFiduciaryCode } from './request-fiduciary-code.use-case';
import { ListFiduciaryShares } from './list-fiduciary-shares.use-case';
import { RevokeFiduciaryShare } from './revoke-fiduciary-share.use-case';
import { ShareWithFiduciary } from './share-with-fiduciary.use-case';

const ORIGIN = 'https://bequest.example';
const SCOPE = { tenantId: 'bequest' };
const nominees = [
  {
    randId: 'n1',
    fullName: { first: 'Ben', middle: '', last: 'Li' },
    email: 'Ben@Example.com',
    role: 'Executor',
  },
  { randId: 'n2', fullName: { first: 'Cara', middle: '', last: 'Li' }, role: 'Guardian' },
];

type Container = ReturnType<typeof inMemoryContainer>['container'];

const givenWill = async (container: Container, requester: Requester, finished: boolean) => {
  const documents = container.get(Documents);
  let version = (await documents.create(requester, 'WILL'))._unsafeUnwrap().version;
  version = (
    await documents.update(requester, 'WILL', version, { changes: { nominees } })
  )._unsafeUnwrap().version;
  if (finished)
    for (const section of WILL_SECTIONS.slice(1))
      version = (
        await documents.update(requester, 'WILL', version, {
          changes:
            section === 'RESIDUARY'
              ? {
                  residuaryBeneficiaries: [
                    { level: 'NUMBER_1', name: 'Ben Li', allocationPercent: 100 },
                  ],
                }
              : section === 'WILL_EXECUTORS'
                ? { executors: [{ fullName: nominees[0]!.fullName }] }
                : {},
          completeSection: section,
        })
      )._unsafeUnwrap().version;
};

/** Two people in one deployment, each with a finished will: Ana and Bob. */
const twoPeople = async () => {
  const ana = await startedPerson();
  await givenWill(ana.container, ana.requester, true);
  const bob = await startedPerson('bob@example.com', {
    container: ana.container,
    ports: ana.ports,
  });
  await givenWill(ana.container, bob.requester, true);
  const { container } = ana;
  return {
    ports: ana.ports,
    ana: ana.requester,
    bob: bob.requester,
    share: container.get(ShareWithFiduciary),
    list: container.get(ListFiduciaryShares),
    revoke: container.get(RevokeFiduciaryShare),
    requestCode: container.get(RequestFiduciaryCode),
    open: container.get(OpenSharedDocument),
  };
};

const lastMail = (ports: InMemoryPorts, template: string) =>
  [...ports.mail].reverse().find((mail) => mail.template === template)!;
const keyOf = (ports: InMemoryPorts) =>
  new URL(lastMail(ports, 'fiduciary_share').values.link!).searchParams.get('key')!;

describe('read-only sharing with fiduciaries (issue 29)', () => {
  it('shares a finished will with its executor, who opens it with an e-mailed code, logged for the person', async () => {
    const { ports, ana, share, list, requestCode, open } = await twoPeople();
    const view = (
      await share.execute(ana, 'WILL', { nomineeId: 'n1', expiresOn: '2026-12-31' }, ORIGIN)
    )._unsafeUnwrap();
    expect(view).toMatchObject({
      kind: 'WILL',
      nomineeName: 'Ben Li',
      role: 'Executor',
      email: 'ben@example.com',
      status: 'active',
      expiresAt: '2026-12-31T23:59:59.999Z',
      openings: [],
    });
    const invitation = lastMail(ports, 'fiduciary_share');
    expect(invitation).toMatchObject({
      to: 'ben@example.com',
      values: {
        ownerName: 'Ana Li',
        nomineeName: 'Ben Li',
        document: 'Last Will & Testament',
        expiresOn: '2026-12-31',
      },
    });
    expect(invitation.values.link).toMatch(/^https:\/\/bequest\.example\/shared-document\?key=/);

    const key = keyOf(ports);
    expect((await requestCode.execute(SCOPE, key))._unsafeUnwrap()).toEqual({
      sentTo: 'b•••@example.com',
    });
    const codeMail = lastMail(ports, 'fiduciary_code');
    expect(codeMail.to).toBe('ben@example.com');
    const opened = (await open.execute(SCOPE, key, codeMail.values.code!))._unsafeUnwrap();
    expect(opened.fileName).toMatch(/\.pdf$/);
    expect(opened.pdf.length).toBeGreaterThan(0);

    const [listed] = await list.execute(ana);
    expect(listed).toMatchObject({ id: view.id, openings: [ports.now.toISOString()] });
  });

  it('shares only with a nominee the finished document names, until a day within a year', async () => {
    const { ports, ana, share } = await twoPeople();
    const input = { nomineeId: 'n1', expiresOn: '2026-12-31' };
    const refused = async (changes: Partial<typeof input>) =>
      (await share.execute(ana, 'WILL', { ...input, ...changes }, ORIGIN))._unsafeUnwrapErr();
    expect((await refused({ nomineeId: 'n9' })).code).toBe('REQUEST.NOT_FOUND');
    expect((await refused({ nomineeId: 'n2' })).fields).toHaveProperty('nomineeId');
    expect((await refused({ expiresOn: '2026-11-22' })).fields).toEqual({
      expiresOn: 'Choose a day in the future.',
    });
    expect((await refused({ expiresOn: '2027-12-31' })).fields?.expiresOn).toMatch(/365 days/);
    expect((await refused({ expiresOn: 'soon' })).fields).toHaveProperty('expiresOn');
    expect((await share.execute(ana, 'RLT', input, ORIGIN))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );

    const draft = await startedPerson('cy@example.com', inMemoryContainer());
    await givenWill(draft.container, draft.requester, false);
    const early = await draft.container
      .get(ShareWithFiduciary)
      .execute(draft.requester, 'WILL', input, ORIGIN);
    expect(early._unsafeUnwrapErr().code).toBe('NOMINEE_SHARING.NOT_FINISHED');
    expect(ports.mail.filter((mail) => mail.template === 'fiduciary_share')).toEqual([]);

    ports.configurations.findById = async () => ({
      ...TENANT_CONFIGURATIONS.bequest,
      nomineeSharing: false,
    });
    expect((await refused({}))?.code).toBe('NOMINEE_SHARING.OFF');
  });

  it('refuses every other way in: the access matrix', async () => {
    const { ports, ana, bob, share, list, revoke, requestCode, open } = await twoPeople();
    const input = { nomineeId: 'n1', expiresOn: '2026-12-31' };
    const anaShare = (await share.execute(ana, 'WILL', input, ORIGIN))._unsafeUnwrap();
    const anaKey = keyOf(ports);
    const bobShare = (await share.execute(bob, 'WILL', input, ORIGIN))._unsafeUnwrap();
    const bobKey = keyOf(ports);
    const codeFor = async (key: string) => {
      (await requestCode.execute(SCOPE, key))._unsafeUnwrap();
      return lastMail(ports, 'fiduciary_code').values.code!;
    };
    const refusal = async (key: string, code: string) =>
      (await open.execute(SCOPE, key, code))._unsafeUnwrapErr().code;

    // Another person sees and revokes nothing of Ana's.
    expect((await list.execute(bob)).map((view) => view.id)).toEqual([bobShare.id]);
    expect((await revoke.execute(bob, anaShare.id))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );
    // A guessed key, a share id used as a key, or another tenant: not found.
    for (const key of ['secret-1', anaShare.id, '', 'x'.repeat(500)]) {
      expect((await requestCode.execute(SCOPE, key))._unsafeUnwrapErr().code).toBe(
        'REQUEST.NOT_FOUND',
      );
      expect(await refusal(key, '100000')).toBe('REQUEST.NOT_FOUND');
    }
    expect((await requestCode.execute({ tenantId: 'acme' }, anaKey))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );
    // A wrong code, a code for another share, a code used twice: refused by field.
    const bobCode = await codeFor(bobKey);
    const anaCode = await codeFor(anaKey);
    expect(await refusal(anaKey, bobCode)).toBe('REQUEST.INVALID');
    expect(await refusal(anaKey, 'abcdef')).toBe('REQUEST.INVALID');
    expect((await open.execute(SCOPE, anaKey, '000000'))._unsafeUnwrapErr().fields).toHaveProperty(
      'code',
    );
    (await open.execute(SCOPE, anaKey, anaCode))._unsafeUnwrap();
    expect(await refusal(anaKey, anaCode)).toBe('REQUEST.INVALID');
    // Five misses spend a code.
    const spent = await codeFor(anaKey);
    for (let miss = 0; miss < 5; miss += 1) await open.execute(SCOPE, anaKey, '000000');
    expect(await refusal(anaKey, spent)).toBe('REQUEST.INVALID');
    // An expired code.
    const late = await codeFor(anaKey);
    ports.now = new Date(ports.now.getTime() + 11 * 60_000);
    expect(await refusal(anaKey, late)).toBe('REQUEST.INVALID');

    // A revoked share: gone, even with a code asked for before.
    const beforeRevoking = await codeFor(anaKey);
    const afterRevoking = (await revoke.execute(ana, anaShare.id))._unsafeUnwrap();
    expect(afterRevoking[0]).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect(await refusal(anaKey, beforeRevoking)).toBe('FIDUCIARY_SHARE.GONE');
    expect((await requestCode.execute(SCOPE, anaKey))._unsafeUnwrapErr().code).toBe(
      'FIDUCIARY_SHARE.GONE',
    );
    expect((await revoke.execute(ana, anaShare.id))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );
    // An expired share: gone.
    const beforeExpiry = await codeFor(bobKey);
    ports.now = new Date('2027-01-01T00:00:00Z');
    expect(await refusal(bobKey, beforeExpiry)).toBe('FIDUCIARY_SHARE.GONE');
    expect((await list.execute(bob))[0]!.status).toBe('expired');

    // Ana's log shows only the one opening; Bob's none.
    expect((await list.execute(ana))[0]!.openings).toHaveLength(1);
    expect((await list.execute(bob))[0]!.openings).toEqual([]);
  });

  it('stops opening when the tenant stops sharing with nominees', async () => {
    const { ports, ana, share, requestCode, open } = await twoPeople();
    (
      await share.execute(ana, 'WILL', { nomineeId: 'n1', expiresOn: '2026-12-31' }, ORIGIN)
    )._unsafeUnwrap();
    const key = keyOf(ports);
    (await requestCode.execute(SCOPE, key))._unsafeUnwrap();
    const code = lastMail(ports, 'fiduciary_code').values.code!;
    const original = ports.configurations.findById;
    ports.configurations.findById = async () => ({
      ...TENANT_CONFIGURATIONS.bequest,
      nomineeSharing: false,
    });
    expect((await open.execute(SCOPE, key, code))._unsafeUnwrapErr().code).toBe(
      'REQUEST.NOT_FOUND',
    );
    ports.configurations.findById = original;
    expect(ports.fiduciaryOpenings).toEqual([]);
  });
});

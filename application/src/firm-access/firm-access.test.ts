import { Documents } from '../documents/documents.service';
import { STAFF_AUDIT_LOG, type NewAuditEntry } from '../ports/staff-audit-log.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { startedPerson } from '../testing/started-person';
import { AuthenticateFirmKey } from './authenticate-firm-key.use-case';
import { DownloadFirmClientDocument } from './download-firm-client-document.use-case';
import { ListFirmClientDocuments } from './list-firm-client-documents.use-case';
import { IssueFirmApiKey } from './issue-firm-api-key.use-case';
import { ListFirmClients } from './list-firm-clients.use-case';
import { RevokeFirmApiKey } from './revoke-firm-api-key.use-case';
import { RotateFirmApiKey } from './rotate-firm-api-key.use-case';

const manager: StaffMember = {
  subject: 'p-1',
  email: 'partners@bequest.example',
  name: 'Pat Partners',
  role: 'partner_manager',
};

/** Ana and Bob on the main brand, Wes on Willow, and the audit log, over in-memory ports. */
const deployment = async () => {
  const ana = await startedPerson('ana@example.com');
  const { container, ports } = ana;
  const bob = await startedPerson('bob@example.com', { container, ports });
  const wes = await startedPerson('wes@example.com', { container, ports });
  // Wes is a client of another tenant.
  const wesAccount = ports.accounts.get(wes.requester.accountId)!;
  ports.accounts.set(wesAccount.id, { ...wesAccount, tenantId: 'willow' });
  const audit: NewAuditEntry[] = [];
  container.bind(STAFF_AUDIT_LOG).toConstantValue({
    append: async (entry: NewAuditEntry) => void audit.push(entry),
    list: async () => ({ items: [], total: 0 }),
    listForAccount: async () => [],
  });
  return { container, ports, ana, bob, wes, audit };
};

describe('firm credentials (issue 25)', () => {
  it('issues a key shown once, authenticates it to its tenant, and refuses other text', async () => {
    const { container, audit } = await deployment();
    const issued = (
      await container.get(IssueFirmApiKey).execute(manager, {
        tenantId: 'bequest',
        label: ' CRM sync ',
        scopes: ['clients:read'],
      })
    )._unsafeUnwrap();
    expect(issued.key).toMatchObject({ label: 'CRM sync', tenantId: 'bequest', revokedAt: null });
    const authenticate = container.get(AuthenticateFirmKey);
    expect((await authenticate.execute(issued.secretKey))._unsafeUnwrap()).toEqual({
      keyId: issued.key.id,
      tenantId: 'bequest',
      scopes: ['clients:read'],
    });
    for (const text of [
      null,
      '',
      'bqk_live_',
      `${issued.secretKey}0`,
      issued.secretKey.toUpperCase(),
    ])
      expect((await authenticate.execute(text))._unsafeUnwrapErr().code).toBe(
        'FIRM.UNAUTHENTICATED',
      );
    expect(audit.map((entry) => [entry.action, entry.tenantId])).toEqual([
      ['firm_key.issue', 'bequest'],
    ]);
  });

  it('refuses an unknown tenant, a short label and no scopes, naming each field', async () => {
    const { container, audit } = await deployment();
    const refused = await container
      .get(IssueFirmApiKey)
      .execute(manager, { tenantId: 'nowhere', label: 'x', scopes: [] });
    expect(Object.keys(refused._unsafeUnwrapErr().fields ?? {}).sort()).toEqual([
      'label',
      'scopes',
      'tenantId',
    ]);
    expect(audit).toEqual([]);
  });

  it('revokes a key at once and rotates one with a grace that ends', async () => {
    const { container, ports } = await deployment();
    const issue = () =>
      container
        .get(IssueFirmApiKey)
        .execute(manager, { tenantId: 'bequest', label: 'CRM sync', scopes: ['clients:read'] });
    const authenticate = container.get(AuthenticateFirmKey);
    const first = (await issue())._unsafeUnwrap();
    (await container.get(RevokeFirmApiKey).execute(manager, first.key.id))._unsafeUnwrap();
    expect((await authenticate.execute(first.secretKey)).isErr()).toBe(true);
    expect(
      (await container.get(RotateFirmApiKey).execute(manager, { keyId: first.key.id })).isErr(),
    ).toBe(true);

    const second = (await issue())._unsafeUnwrap();
    const rotated = (
      await container
        .get(RotateFirmApiKey)
        .execute(manager, { keyId: second.key.id, graceHours: 2 })
    )._unsafeUnwrap();
    expect((await authenticate.execute(second.secretKey)).isOk()).toBe(true);
    // At the end of its grace the old key stops; the new one goes on.
    ports.now = new Date(ports.now.getTime() + 2 * 3_600_000);
    expect((await authenticate.execute(second.secretKey)).isErr()).toBe(true);
    expect((await authenticate.execute(rotated.secretKey)).isOk()).toBe(true);
    const tooLong = await container
      .get(RotateFirmApiKey)
      .execute(manager, { keyId: rotated.key.id, graceHours: 169 });
    expect(tooLong._unsafeUnwrapErr().fields).toHaveProperty('graceHours');
  });

  it("lists its own tenant's clients a page at a time, and finds no other tenant's client", async () => {
    const { container, ana, bob, wes } = await deployment();
    const caller = { keyId: 'k', tenantId: 'bequest', scopes: ['clients:read' as const] };
    const list = container.get(ListFirmClients);
    const first = await list.execute(caller, { limit: 1 });
    const second = await list.execute(caller, { cursor: first.nextCursor!, limit: 1 });
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((item) => item.id).sort()).toEqual(
      [ana.requester.accountId, bob.requester.accountId].sort(),
    );
    expect(first.items[0]).toMatchObject({ name: 'Ana Li' });
    expect(first.items[0]!.documents.map((document) => document.progress)).toEqual([
      'NOT_STARTED',
      'NOT_STARTED',
      'NOT_STARTED',
      'NOT_STARTED',
    ]);
    const documents = await container
      .get(ListFirmClientDocuments)
      .execute(caller, wes.requester.accountId);
    expect(documents._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');
    const pdf = await container
      .get(DownloadFirmClientDocument)
      .execute(caller, wes.requester.accountId, 'WILL');
    expect(pdf._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');
    const notStarted = await container
      .get(DownloadFirmClientDocument)
      .execute(caller, ana.requester.accountId, 'WILL');
    expect(notStarted._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');
  });

  it('queues a document.finalized webhook for the firm once per finalization, none on unfinalizing', async () => {
    const { container, ports, ana } = await deployment();
    const documents = container.get(Documents);
    (await documents.create(ana.requester, 'AHCD'))._unsafeUnwrap();
    (await documents.toggleFinalized(ana.requester, 'AHCD'))._unsafeUnwrap();
    expect(ports.webhookEvents).toEqual([
      expect.objectContaining({
        tenantId: 'bequest',
        type: 'document.finalized',
        data: expect.objectContaining({ clientId: ana.requester.accountId, kind: 'AHCD' }),
      }),
    ]);
    (await documents.toggleFinalized(ana.requester, 'AHCD'))._unsafeUnwrap();
    expect(ports.webhookEvents).toHaveLength(1);
    ports.now = new Date(ports.now.getTime() + 60_000);
    (await documents.toggleFinalized(ana.requester, 'AHCD'))._unsafeUnwrap();
    expect(new Set(ports.webhookEvents.map((event) => event.eventId)).size).toBe(2);
  });
});

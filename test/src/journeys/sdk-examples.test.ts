import { clientFor, finishDirective, pdfText, startStaffTestApp } from '@bequest/api/testing';
import type { FirmWebhookBody } from '@bequest/sdk';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadFinishedDocument } from '../../../sdk/examples/download-a-finished-document';
import { listClientsProgress } from '../../../sdk/examples/list-clients-progress';
import { receiveWebhooks } from '../../../sdk/examples/receive-a-webhook';
import { startAHouseholdPlan } from '../../../sdk/examples/start-a-household-plan';

const WILLOW = 'willow.localhost';

/**
 * The SDK's examples (sdk/examples, issue 25), each run against the started product as a firm
 * would run it: start a household plan, receive and verify the webhook of a finalized document,
 * list the firm's clients' progress, and download the finished PDF.
 */
describe('the SDK examples against a started product', () => {
  let app: Awaited<ReturnType<typeof startStaffTestApp>>;
  const folder = mkdtempSync(join(tmpdir(), 'sdk-examples-'));

  beforeAll(async () => {
    app = await startStaffTestApp();
  });
  afterAll(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('runs a firm’s common tasks with its own key and endpoint', async () => {
    const manager = app.staff.partner_manager;
    const { secretKey: apiKey } = (
      await manager.issueFirmApiKey({
        body: {
          tenantId: 'willow',
          label: 'SDK examples',
          scopes: ['clients:read', 'documents:read'],
        },
      })
    )._unsafeUnwrap();

    let secret = '';
    const events: FirmWebhookBody[] = [];
    const receiver = await receiveWebhooks({
      secret: () => secret,
      onEvent: (event) => void events.push(event),
    });
    try {
      ({ secret } = (
        await manager.addFirmWebhookEndpoint({ body: { tenantId: 'willow', url: receiver.url } })
      )._unsafeUnwrap());

      const started: string[] = [];
      const email = 'rosa.examples@example.com';
      const token = await startAHouseholdPlan({
        baseUrl: app.baseUrl,
        email,
        log: (line) => void started.push(line),
        // Willow's households: the firm's own host, as its reverse proxy names it.
        fetch: ((url: string, init: RequestInit) =>
          fetch(url, {
            ...init,
            headers: { ...(init.headers as object), 'x-forwarded-host': WILLOW },
          })) as typeof fetch,
      });
      expect(token).not.toBeNull();
      expect(started[0]).toMatch(/^Rosa needs: /);

      // The client finishes the health care directive and starts the will.
      const person = clientFor(app.baseUrl, WILLOW, () => token);
      await finishDirective(person);
      (await person.toggleDocumentFinalized({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
      (await person.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();

      // Delivered, verified with the endpoint's secret, and read by its type.
      expect(await app.testApp.deliverWebhooks()).toBe(1);
      expect(events).toEqual([
        expect.objectContaining({
          type: 'document.finalized',
          data: expect.objectContaining({ kind: 'AHCD' }),
        }),
      ]);
      const clientId = (events[0] as Extract<FirmWebhookBody, { type: 'document.finalized' }>).data
        .clientId;

      const lines: string[] = [];
      const clients = await listClientsProgress({
        baseUrl: app.baseUrl,
        apiKey,
        log: (line) => void lines.push(line),
      });
      const rosa = clients.find((client) => client.id === clientId);
      expect(rosa?.email).toBe(email);
      expect(rosa?.documents).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'AHCD', progress: 'FINISHED' })]),
      );
      expect(lines).toContainEqual(expect.stringContaining(`<${email}>: `));

      const file = join(folder, 'ahcd.pdf');
      const bytes = await downloadFinishedDocument({
        baseUrl: app.baseUrl,
        apiKey,
        clientId,
        kind: 'ahcd',
        file,
      });
      expect(bytes).toBeGreaterThan(1000);
      expect(pdfText(readFileSync(file)).toUpperCase()).toContain('ROSA');
      // The will is started, not finished: refused, nothing written.
      expect(
        await downloadFinishedDocument({
          baseUrl: app.baseUrl,
          apiKey,
          clientId,
          kind: 'will',
          file: join(folder, 'will.pdf'),
        }),
      ).toBeNull();
    } finally {
      await receiver.close();
    }
  });
});

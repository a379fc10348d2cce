import type { BequestClient } from '@bequest/sdk';
import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const IRA = {
  assetType: 'IRA' as const,
  financialInstitution: 'VANGUARD' as const,
  approximateValue: '$250,000',
};
const ROTH = { ...IRA, nickname: 'Roth' };

/** Creates' Idempotency-Key over HTTP on the real database (issue 25). */
describe('Idempotency-Key on creates', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let now = new Date('2026-12-24T10:00:00Z');

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp({ clock: { now: () => now } }));
  });
  afterAll(() => testApp.close());

  /** A new person: their token, and a client signed in as them. */
  const person = async (email: string) => {
    const { token } = await getStarted(clientFor(baseUrl, 'localhost'), email);
    return { token, client: clientFor(baseUrl, 'localhost', () => token) };
  };

  /** A POST read raw, for the answer's status, body and headers. */
  const post = async (token: string, path: string, body: unknown, key?: string) => {
    const response = await fetch(`${baseUrl}/v2${path}`, {
      method: 'POST',
      headers: {
        'x-forwarded-host': 'localhost',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };

  const assetCount = async (client: BequestClient) =>
    (await client.getBeneficiaryPlan()).map((plan) => plan.assets.length).unwrapOr(0);

  it('answers a create sent again with its key with the first answer, and acts once', async () => {
    const { token, client } = await person('replay@example.com');
    const first = await post(token, '/me/beneficiary-plan/assets', IRA, 'key-1');
    expect(first).toMatchObject({ status: 201, replayed: null });
    const again = await post(token, '/me/beneficiary-plan/assets', IRA, 'key-1');
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await assetCount(client)).toBe(1);

    // A document created once answers 409 when created again, but 201 again when replayed.
    const created = await post(token, '/me/documents/will', undefined, 'will-1');
    expect(created.status).toBe(201);
    expect(await post(token, '/me/documents/will', undefined, 'will-1')).toEqual({
      ...created,
      replayed: 'true',
    });
    expect((await post(token, '/me/documents/will', undefined)).status).toBe(409);
  });

  it('refuses the key with another body, or another route, with 422 naming Idempotency-Key', async () => {
    const { token, client } = await person('conflict@example.com');
    expect((await post(token, '/me/beneficiary-plan/assets', IRA, 'key-2')).status).toBe(201);
    for (const [path, body] of [
      ['/me/beneficiary-plan/assets', ROTH],
      ['/me/documents/will', undefined],
    ] as const) {
      const refused = await post(token, path, body, 'key-2');
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        error: {
          code: 'REQUEST.IDEMPOTENCY_KEY_REUSED',
          message: expect.stringContaining('Idempotency-Key'),
          fields: { 'Idempotency-Key': expect.any(String) },
        },
      });
    }
    // The same fields in another order are the same body.
    const reordered = Object.fromEntries(Object.entries(IRA).reverse());
    expect((await post(token, '/me/beneficiary-plan/assets', reordered, 'key-2')).replayed).toBe(
      'true',
    );
    expect(await assetCount(client)).toBe(1);
    expect((await client.getDocument({ params: { kind: 'will' } })).isErr()).toBe(true);
  });

  it("keeps each caller's keys apart: another person's key is a new key to them", async () => {
    const ana = await person('ana-keys@example.com');
    const bo = await person('bo-keys@example.com');
    const anas = await post(ana.token, '/me/beneficiary-plan/assets', IRA, 'shared-key');
    const bos = await post(bo.token, '/me/beneficiary-plan/assets', IRA, 'shared-key');
    expect(bos).toMatchObject({ status: 201, replayed: null });
    expect(bos.body.randId).not.toEqual(anas.body.randId);
    expect(await assetCount(ana.client)).toBe(1);
    expect(await assetCount(bo.client)).toBe(1);
    // Another person's key with another body is no conflict either.
    expect((await post(bo.token, '/me/beneficiary-plan/assets', ROTH, 'key-1')).status).toBe(201);
  });

  it('acts once when the same key arrives twice at the same time', async () => {
    const { token, client } = await person('race@example.com');
    const answers = await Promise.all([
      post(token, '/me/beneficiary-plan/assets', IRA, 'race'),
      post(token, '/me/beneficiary-plan/assets', IRA, 'race'),
    ]);
    expect(answers.map(({ status }) => status)).toEqual([201, 201]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(answers.filter(({ replayed }) => replayed === 'true')).toHaveLength(1);
    expect(await assetCount(client)).toBe(1);
  });

  it('keeps nothing for a refused create, and forgets a key after 24 hours', async () => {
    const { token, client } = await person('expiry@example.com');
    const invalid = await post(token, '/me/beneficiary-plan/assets', { assetType: 'IRA' }, 'k');
    expect(invalid.status).toBe(400);
    // The refused request kept nothing: the key is free for another body.
    expect((await post(token, '/me/beneficiary-plan/assets', IRA, 'k')).status).toBe(201);

    now = new Date(now.getTime() + 23 * 3_600_000);
    expect((await post(token, '/me/beneficiary-plan/assets', IRA, 'k')).replayed).toBe('true');
    now = new Date(now.getTime() + 2 * 3_600_000);
    const later = await post(token, '/me/beneficiary-plan/assets', IRA, 'k');
    expect(later).toMatchObject({ status: 201, replayed: null });
    expect(await assetCount(client)).toBe(2);
  });

  it('refuses a malformed key with 400 naming Idempotency-Key, and acts on none', async () => {
    const { token, client } = await person('malformed@example.com');
    for (const key of ['', 'x'.repeat(256), 'with space']) {
      const refused = await post(token, '/me/beneficiary-plan/assets', IRA, key);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'REQUEST.INVALID',
        fields: { 'Idempotency-Key': expect.any(String) },
      });
    }
    expect(await assetCount(client)).toBe(0);
  });

  it('the SDK sends a key with each create, so its retry of a create that was done acts once', async () => {
    const { client } = await person('sdk-key@example.com');
    const first = (
      await client.createAsset({ body: IRA, idempotencyKey: 'job-7' })
    )._unsafeUnwrap();
    const retried = (
      await client.createAsset({ body: IRA, idempotencyKey: 'job-7' })
    )._unsafeUnwrap();
    expect(retried).toEqual(first);
    (await client.createAsset({ body: IRA }))._unsafeUnwrap();
    expect(await assetCount(client)).toBe(2);
  });
});

import { createHmac } from 'node:crypto';
import { verifyWebhook } from './verify-webhook';

const SECRET = 'whsec_test_secret';
const BODY = '{"id":"evt_1","type":"document.finalized","data":{"kind":"WILL"}}';
const AT = new Date('2026-12-17T12:00:00Z');
const T = Math.floor(AT.getTime() / 1000);
const signed = (timestamp = T, body = BODY, secret = SECRET) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

describe('verifyWebhook (issue 25)', () => {
  it('accepts a body signed with the secret within five minutes, from Node or Fetch headers', async () => {
    expect(await verifyWebhook(BODY, { 'bequest-signature': signed() }, SECRET, { now: AT })).toBe(
      true,
    );
    const headers = new Headers({ 'Bequest-Signature': signed(T - 299) });
    expect(await verifyWebhook(new TextEncoder().encode(BODY), headers, SECRET, { now: AT })).toBe(
      true,
    );
  });

  it('refuses another body, secret or time, a replay after five minutes, and no signature', async () => {
    const check = (body: string, signature: string | undefined, secret = SECRET) =>
      verifyWebhook(body, { 'Bequest-Signature': signature }, secret, { now: AT });
    expect(await check(`${BODY} `, signed())).toBe(false);
    expect(await check(BODY, signed(), 'another secret')).toBe(false);
    expect(await check(BODY, signed(T, BODY, 'another secret'))).toBe(false);
    expect(await check(BODY, signed(T - 301))).toBe(false);
    expect(await check(BODY, signed(T + 301))).toBe(false);
    expect(await check(BODY, signed().replace(`t=${T}`, `t=${T + 1}`))).toBe(false);
    expect(await check(BODY, undefined)).toBe(false);
    expect(await check(BODY, 'garbage')).toBe(false);
    expect(await check(BODY, signed(), '')).toBe(false);
  });
});

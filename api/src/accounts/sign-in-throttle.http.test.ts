import { COOKIE_NAMES } from '@bequest/domain';
import type request from 'supertest';
import { clientFor, verifiedPerson } from '../testing/people';
import { requestApi } from '../testing/request-api';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/** The time the API reads: still, and moved by the test instead of waited for. */
const clock = { now: () => new Date('2026-11-25T12:00:00Z') };
const later = (seconds: number) => {
  const then = new Date(clock.now().getTime() + seconds * 1000);
  clock.now = () => then;
};

describe('sign-in throttling over HTTP (issue 20)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    let baseUrl: string;
    ({ testApp, baseUrl } = await startListeningTestApp({ clock }));
    for (const email of ['ida@example.com', 'jo@example.com'])
      await verifiedPerson(testApp, clientFor(baseUrl, 'localhost'), email);
  });
  afterAll(() => testApp.close());

  const logIn = (email: string, password: string, from: string, deviceCookie?: string) => {
    const post = requestApi(testApp)
      .post('/v2/auth/log-in')
      .set('Host', 'localhost')
      .set('X-Forwarded-For', from)
      .send({ email, password });
    return deviceCookie ? post.set('Cookie', deviceCookie) : post;
  };

  const deviceCookieOf = (response: request.Response) => {
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    return cookies.find((cookie) => cookie.startsWith(`${COOKIE_NAMES.knownDevice}=`));
  };

  it('sets a known-device cookie on a password sign-in, never in the body', async () => {
    const signedIn = await logIn('ida@example.com', 'Secret123', '198.51.100.4');
    expect(signedIn.status).toBe(200);
    const cookie = deviceCookieOf(signedIn);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/v2\/auth/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(JSON.stringify(signedIn.body)).not.toContain('deviceToken');
  });

  it('slows a stranger guessing a password, while the owner signs in from a known device', async () => {
    const owner = await logIn('jo@example.com', 'Secret123', '198.51.100.9');
    const deviceCookie = deviceCookieOf(owner)!.split(';')[0]!;

    const guesses = [];
    for (let guess = 0; guess < 6; guess += 1)
      guesses.push((await logIn('jo@example.com', 'Wrong1234', '203.0.113.1')).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await logIn('jo@example.com', 'Secret123', '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.body.error).toEqual({
      code: 'REQUEST.RATE_LIMITED',
      message: 'Too many attempts. Try again in a minute, or reset your password to get in now.',
    });

    expect((await logIn('jo@example.com', 'Secret123', '198.51.100.9', deviceCookie)).status).toBe(
      200,
    );
    expect(
      (await logIn('jo@example.com', 'Secret123', '198.51.100.9', `${deviceCookie}x`)).status,
    ).toBe(429);

    later(60);
    expect((await logIn('jo@example.com', 'Wrong1234', '203.0.113.1')).status).toBe(401);
    const slower = await logIn('jo@example.com', 'Wrong1234', '203.0.113.1');
    expect(slower.headers['retry-after']).toBe('120');
  });

  it('limits password spraying from one address across accounts', async () => {
    const statuses = [];
    for (let account = 0; account < 22; account += 1)
      statuses.push(
        (await logIn(`person${account}@example.com`, 'Password1', '203.0.113.2')).status,
      );
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await logIn('person30@example.com', 'Password1', '203.0.113.3')).status).toBe(401);
  });

  it('decides concurrent guesses one at a time: a burst gets no more than the budget', async () => {
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => logIn('burst@example.com', 'Wrong1234', '203.0.113.4')),
    );
    const statuses = burst.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
  });
});

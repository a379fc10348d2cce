// People who save their wills while a drill breaks something, and the check that every save the
// API acknowledged is stored: the version and the last acknowledged answers, row by row.
import { holdRequest } from './processes.mjs';
import { setTimeout as sleep } from 'node:timers/promises';

const HOST = { 'x-forwarded-host': 'willow.localhost' };

const call = (url, path, { token, method = 'GET', body } = {}) =>
  fetch(`${url}${path}`, {
    method,
    headers: {
      ...HOST,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body && JSON.stringify(body),
  });

/** A will with what its PDF needs: a Texan testator, an executor and a residuary beneficiary. */
const makeRenderable = async (url, token, will) => {
  const me = await (await call(url, '/v2/me', { token })).json();
  await call(url, `/v2/profiles/${me.activeProfile.randId}`, {
    token,
    method: 'PATCH',
    body: { version: me.activeProfile.version, administrativeArea: 'TX', postalCode: '73301' },
  });
  const saved = await call(url, '/v2/me/documents/will', {
    token,
    method: 'PATCH',
    body: {
      version: will.version,
      changes: {
        executors: [{ fullName: { first: 'Ex', middle: '', last: 'Ecutor' } }],
        residuaryBeneficiaries: [
          { level: 'NUMBER_1', name: 'Harbor Food Bank', allocationPercent: 100 },
        ],
      },
    },
  });
  return (await saved.json()).version;
};

export const startWriters = async (url, count, { renderable = false } = {}) => {
  const writers = [];
  for (let index = 0; index < count; index += 1) {
    const grant = await (
      await call(url, '/v2/auth/get-started', {
        method: 'POST',
        body: {
          email: `drill${index}@example.com`,
          owner: {
            fullName: { first: 'Dri', middle: '', last: `Ll${index}` },
            birthDate: '01/01/1970',
            maritalStatus: 'SINGLE',
          },
          termsAccepted: true,
        },
      })
    ).json();
    const will = await (
      await call(url, '/v2/me/documents/will', { token: grant.token, method: 'POST', body: {} })
    ).json();
    const version = renderable ? await makeRenderable(url, grant.token, will) : will.version;
    writers.push({ token: grant.token, version, attempts: [], acknowledged: -1 });
  }
  return writers;
};

const executorNamed = (last) => [{ fullName: { first: 'Ex', middle: '', last } }];

/**
 * Each writer saves back to back until `stopped()`; answers the statuses of the refused saves
 * and the longest a refused save took to answer. Each answer's status and time, and when it came,
 * go to `answers` when one is given.
 */
export const saveUntil = async (url, writers, stopped, answers = null) => {
  const refused = new Map();
  let slowestRefusalMs = 0;
  let saves = 0;
  await Promise.all(
    writers.map(async (writer, index) => {
      for (let attempt = 0; !stopped(); attempt += 1) {
        const last = `W${index}a${attempt}`;
        writer.attempts.push(last);
        const started = performance.now();
        const response = await call(url, '/v2/me/documents/will', {
          token: writer.token,
          method: 'PATCH',
          body: { version: writer.version, changes: { executors: executorNamed(last) } },
        }).catch((error) => ({
          ok: false,
          status: `network ${error.cause?.code ?? error.message}`,
        }));
        answers?.push({
          at: performance.now(),
          ms: performance.now() - started,
          status: response.status,
        });
        if (response.ok) {
          writer.version = (await response.json()).version;
          writer.acknowledged = attempt;
          saves += 1;
        } else {
          await response.text?.();
          const key = `${response.status}${response.headers?.get('retry-after') ? ' with Retry-After' : ''}`;
          refused.set(key, (refused.get(key) ?? 0) + 1);
          slowestRefusalMs = Math.max(slowestRefusalMs, performance.now() - started);
          // A save whose answer was lost may still have been stored: read the version again, as
          // the web app does after a conflict.
          if (response.status === 409) writer.version = (await readWill(url, writer)).version;
          await sleep(50);
        }
      }
    }),
  );
  return {
    saves,
    refused: Object.fromEntries(refused),
    slowestRefusalMs: Math.round(slowestRefusalMs),
  };
};

/** A writer's will save with `body`, through fetch. */
export const willCall = (url, writer, method, body) =>
  call(url, '/v2/me/documents/will', { token: writer.token, method, body });

/**
 * A save the API has begun to handle and not yet answered (`holdRequest`); `send()` answers the
 * save's status and version.
 */
export const heldSave = async (url, writer, changes) => {
  const held = await holdRequest(url, {
    method: 'PATCH',
    path: '/v2/me/documents/will',
    headers: { ...HOST, Authorization: `Bearer ${writer.token}` },
    body: JSON.stringify({ version: writer.version, changes }),
  });
  return {
    send: async () => {
      const { status, body } = await held.send();
      return { status, version: status === 200 ? JSON.parse(body).version : null };
    },
  };
};

const readWill = async (url, writer) =>
  (await call(url, '/v2/me/documents/will', { token: writer.token })).json();

/**
 * The writers whose stored will is older than their last acknowledged save. A later attempt whose
 * answer was lost (the database went away after its commit) is stored, not lost.
 */
export const lostSaves = async (url, writers) => {
  const lost = [];
  for (const [index, writer] of writers.entries()) {
    const will = await readWill(url, writer);
    const stored = writer.attempts.indexOf(will.data.executors?.[0]?.fullName.last);
    if (stored < writer.acknowledged)
      lost.push({ writer: index, acknowledged: writer.attempts[writer.acknowledged], stored });
  }
  return lost;
};

// The anchors (issue 27): what the machine can do for the same answers without the product's
// layers. A bare node:http server on the same database, in its own process like the API's:
//   GET /me    one indexed PostgreSQL read of the account, then an answer of /v2/me's size;
//   PATCH /save/:index    the save's transaction by hand: read the will and the profile, write
//              both with their versions checked, commit, then an answer of the save's size.
import { createServer } from 'node:http';
import { once } from 'node:events';
import pg from 'pg';

const [{ databaseUrl, accountId, meBytes, saveBytes, writers, poolSize }] = await once(
  process,
  'message',
);
const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
const meAnswer = Buffer.alloc(meBytes, 'x');
const saveAnswer = Buffer.alloc(saveBytes, 'x');

const send = (response, body) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(body);

const save = async (writer, body) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const {
      rows: [document],
    } = await client.query(
      `select rand_id, data, version from document
        where tenant_id = 'willow' and account_id = $1 and profile_id = $2 and kind = 'WILL'`,
      [writer.accountId, writer.profileId],
    );
    const {
      rows: [profile],
    } = await client.query(
      `select data, version from profile where tenant_id = 'willow' and account_id = $1 and rand_id = $2`,
      [writer.accountId, writer.profileId],
    );
    const data = { ...document.data, ...JSON.parse(body).changes };
    const written = await client.query(
      `update document set data = $1, version = version + 1, updated_at = now()
        where rand_id = $2 and version = $3`,
      [JSON.stringify(data), document.rand_id, document.version],
    );
    await client.query(
      `update profile set data = $1, version = version + 1, updated_at = now()
        where rand_id = $2 and version = $3`,
      [JSON.stringify(profile.data), writer.profileId, profile.version],
    );
    await client.query(written.rowCount === 1 ? 'commit' : 'rollback');
  } finally {
    client.release();
  }
};

const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const done =
      request.method === 'GET'
        ? pool
            .query('select id from account where id = $1', [accountId])
            .then(() => send(response, meAnswer))
        : save(writers[Number(request.url.split('/').pop())], body).then(() =>
            send(response, saveAnswer),
          );
    done.catch((error) => response.writeHead(500).end(String(error)));
  });
});
server.listen(0, '127.0.0.1', () =>
  process.send({ url: `http://127.0.0.1:${server.address().port}` }),
);
process.on('message', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});

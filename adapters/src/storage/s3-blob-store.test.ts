import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3BlobStore, s3SettingsFromEnv } from './s3-blob-store';

/**
 * A local S3 API (s3rver) on 127.0.0.1: it reads each request's SigV4 Authorization header and
 * refuses an unknown access key, though it does not recompute v4 signatures.
 */
describe('the S3-compatible blob store', () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'bequest-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'bequest-documents', configs: [] }],
    });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  const store = (accessKeyId = 'S3RVER') =>
    new S3BlobStore({
      endpoint,
      bucket: 'bequest-documents',
      region: 'us-east-1',
      accessKeyId,
      secretAccessKey: 'S3RVER',
    });

  it('puts a PDF and reads the same bytes back; a missing key is null', async () => {
    const pdf = Buffer.from('%PDF-1.7 a will');
    await store().put('abc.pdf', pdf);
    expect(await store().get('abc.pdf')).toEqual(pdf);
    expect(await store().get('missing.pdf')).toBeNull();
  });

  it('fails loudly when the service refuses the credentials', async () => {
    await expect(store('UNKNOWN').put('x.pdf', Buffer.from('x'))).rejects.toThrow(
      /S3 refused x.pdf: 403/,
    );
  });

  it('is chosen by S3_BUCKET, and names what else it needs', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b' })).toThrow(
      'S3_BUCKET is set, so S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too',
    );
    expect(
      s3SettingsFromEnv({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toMatchObject({ bucket: 'b', region: 'us-east-1' });
  });
});

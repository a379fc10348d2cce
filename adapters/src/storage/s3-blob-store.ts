import { AwsClient } from 'aws4fetch';
import type { BlobStore } from './blob-store';

/** An S3-compatible bucket: AWS S3, MinIO, Cloudflare R2, Ceph... */
export interface S3Settings {
  /** The service's origin, e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/**
 * Blobs as objects in an S3-compatible bucket, addressed path-style so any compatible service
 * works; each request is signed with AWS Signature Version 4.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    });
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'application/pdf' },
    });
    if (!response.ok)
      throw new Error(`S3 refused ${key}: ${response.status} ${await response.text()}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.client.fetch(this.urlOf(key));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 could not read ${key}: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async remove(key: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(key), { method: 'DELETE' });
    if (!response.ok && response.status !== 404)
      throw new Error(`S3 could not remove ${key}: ${response.status}`);
  }

  private urlOf(key: string): string {
    const endpoint = this.settings.endpoint.replace(/\/$/, '');
    return `${endpoint}/${encodeURIComponent(this.settings.bucket)}/${encodeURIComponent(key)}`;
  }
}

/** S3 settings from the environment, or null to keep the filesystem (README "Storage"). */
export const s3SettingsFromEnv = (env: NodeJS.ProcessEnv): S3Settings | null => {
  if (!env.S3_BUCKET) return null;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (name) => !env[name],
  );
  if (missing.length > 0)
    throw new Error(`S3_BUCKET is set, so ${missing.join(', ')} must be set too`);
  return {
    endpoint: env.S3_ENDPOINT as string,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
  };
};

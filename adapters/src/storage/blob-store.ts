/** Where the storage center keeps a PDF's bytes, by key: a directory or an S3 bucket. */
export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is kept under the key. */
  get(key: string): Promise<Buffer | null>;
}

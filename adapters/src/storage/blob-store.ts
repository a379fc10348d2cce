/** Where the storage center keeps a PDF's bytes, by key: a directory or an S3 bucket. */
export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is kept under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under the key; nothing kept under it is no error. */
  remove(key: string): Promise<void>;
}

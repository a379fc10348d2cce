import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from './blob-store';

/** Blobs as files in one directory (the default, under ./data/storage). */
export class FilesystemBlobStore implements BlobStore {
  constructor(private readonly directory: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    await writeFile(join(this.directory, key), bytes);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.directory, key));
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(join(this.directory, key), { force: true });
  }
}

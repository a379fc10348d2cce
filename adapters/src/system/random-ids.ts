import type { IdGenerator } from '@bequest/application';
import { randomBytes, randomUUID } from 'node:crypto';

export class RandomIds implements IdGenerator {
  newId(): string {
    return randomUUID();
  }

  newSecret(): string {
    return randomBytes(32).toString('base64url');
  }
}

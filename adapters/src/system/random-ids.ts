import type { IdGenerator } from '@bequest/application';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';

export class RandomIds implements IdGenerator {
  newId(): string {
    return randomUUID();
  }

  newSecret(): string {
    return randomBytes(32).toString('base64url');
  }

  newHex(bytes: number): string {
    return randomBytes(bytes).toString('hex');
  }

  newCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }
}

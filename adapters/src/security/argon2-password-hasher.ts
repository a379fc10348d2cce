import type { PasswordHasher } from '@bequest/application';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}

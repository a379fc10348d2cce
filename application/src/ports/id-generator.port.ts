/** New identifiers: random, unguessable, URL-safe. */
export interface IdGenerator {
  newId(): string;
  /** A secret for a one-time link, long enough that guessing is hopeless. */
  newSecret(): string;
  /** `bytes` random bytes as lowercase hex: the parts of an API key. */
  newHex(bytes: number): string;
  /** A six-digit code to type from an e-mail, uniformly random. */
  newCode(): string;
}
export const ID_GENERATOR: symbol = Symbol.for('IdGenerator');

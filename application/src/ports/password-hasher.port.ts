/** One-way password hashing (argon2id in production). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
export const PASSWORD_HASHER: symbol = Symbol.for('PasswordHasher');

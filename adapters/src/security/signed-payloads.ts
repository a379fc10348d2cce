import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/**
 * Values signed with HMAC-SHA256 as `payload.signature`, both base64url, under the deployment's
 * secret. Each kind of token reads through its own schema, which no other kind's payload meets.
 */
export class SignedPayloads<Schema extends z.ZodType> {
  constructor(
    private readonly secret: string,
    private readonly schema: Schema,
  ) {
    if (secret.length < 32) throw new Error('the session secret needs at least 32 characters');
  }

  sign(value: z.input<Schema>): string {
    const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${payload}.${this.signatureOf(payload)}`;
  }

  /** The value, or null when the token is malformed, tampered with or not of this purpose. */
  read(token: string): z.output<Schema> | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.signatureOf(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const parsed = this.schema.safeParse(
        JSON.parse(Buffer.from(payload, 'base64url').toString()),
      );
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private signatureOf(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Text encrypted at rest with AES-256-GCM under a key derived from the deployment's secret for
 * one purpose: `v1.iv.tag.ciphertext`, each base64url. A tampered value, or one sealed under
 * another secret or purpose, does not open.
 */
export class SealedText {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', `bequest:${purpose}`, 32));
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The text, or null when the value does not open under this key. */
  open(sealed: string): string | null {
    const [version, iv, tag, ciphertext, extra] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined || extra !== undefined)
      return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}

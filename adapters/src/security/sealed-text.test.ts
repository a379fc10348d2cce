import { SealedText } from './sealed-text';

const SECRET = 'a-deployment-secret-of-at-least-32-characters';

describe('text sealed at rest', () => {
  const sealer = new SealedText(SECRET, 'mail-outbox-link');

  it('opens what it sealed, and never shows the text', () => {
    const link = 'https://bequest.example/password_reset?code=s3cret-code';
    const sealed = sealer.seal(link);
    expect(sealed).not.toContain('s3cret');
    expect(sealed).not.toBe(sealer.seal(link));
    expect(sealer.open(sealed)).toBe(link);
  });

  it('opens nothing tampered with, or sealed under another secret or purpose', () => {
    const sealed = sealer.seal('https://bequest.example/verify_email?code=abc');
    const [version, iv, tag, ciphertext] = sealed.split('.');
    // The second-to-last character becomes another, whatever the random IV made it.
    const flipped = `${ciphertext!.slice(0, -2)}${ciphertext!.at(-2) === 'A' ? 'B' : 'A'}${ciphertext!.slice(-1)}`;
    expect(sealer.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(
      new SealedText('another-secret-of-at-least-32-characters!', 'mail-outbox-link').open(sealed),
    ).toBeNull();
    expect(new SealedText(SECRET, 'another-purpose').open(sealed)).toBeNull();
    expect(sealer.open('not sealed')).toBeNull();
  });
});

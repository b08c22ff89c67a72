import crypto from 'node:crypto';

/** A 32-byte key for one purpose, derived from a secret by HKDF-SHA256 (salt 'coachboard', the purpose as info). */
export const deriveKey = (secret: string, purpose: string) =>
  Buffer.from(crypto.hkdfSync('sha256', secret, 'coachboard', purpose, 32));

/** AES-256-GCM with a random 96-bit nonce: `nonce.tag.ciphertext`, each base64url. */
export const seal = (key: Buffer, text: string) => {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
};

/** The sealed text, or null when the value is not one `key` sealed (another key, altered, malformed). */
export const unseal = (key: Buffer, value: string): string | null => {
  try {
    const [iv, tag, sealed] = value.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !sealed) return null;
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};

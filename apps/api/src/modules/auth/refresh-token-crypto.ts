import crypto from 'node:crypto';

/** 256 random bits. */
export const generateRefreshToken = () => crypto.randomBytes(32).toString('base64url');

export const hashRefreshToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const sealToken = (key: Buffer, token: string) => {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
};

export const unsealToken = (key: Buffer, value: string): string | null => {
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

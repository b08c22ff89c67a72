import crypto from 'node:crypto';

export { seal as sealToken, unseal as unsealToken } from '../../lib/sealing.js';

/** 256 random bits. */
export const generateRefreshToken = () => crypto.randomBytes(32).toString('base64url');

export const hashRefreshToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

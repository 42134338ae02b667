/**
 * A 32-byte key as an operator writes it: 64 hexadecimal digits, or base64 (`openssl rand -base64 32`) or
 * base64url. Null for anything else.
 */
export function decodeSecretKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value, 'base64');
  return key.length === 32 ? key : null;
}

export const encodeSecretKey = (key: Buffer) => key.toString('base64url');

import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters (N, r, p) and key length for password hashes. */
const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 64, maxmem: 64 * 1024 * 1024 } as const;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: { N: number; r: number; p: number; maxmem: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password with scrypt (ARCHITECTURE.md "Security decisions"): `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keyLength, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored scrypt hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A random secret for cookies and single-use tokens (32 bytes, base64url). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A random numeric code of `digits` digits (SMS and two-step codes). */
export function randomDigits(digits: number): string {
  let code = '';
  for (let index = 0; index < digits; index += 1) code += String(randomInt(0, 10));
  return code;
}

/** SHA-256 in hex: how session cookies, codes and single-use tokens are stored. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The claims of the service token of `GET /web-api/user/gettoken`. */
export interface ServiceTokenClaims {
  /** The user id. */
  sub: number;
  /** The session id the token belongs to. */
  sid: number;
  /** Issued at, epoch seconds. */
  iat: number;
  /** Expires at, epoch seconds. */
  exp: number;
}

/** The service token's lifetime: document 001 §9 "Token cookie expires in 1800 s". */
export const SERVICE_TOKEN_TTL_SECONDS = 1800;

const JWT_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** Signs the service token as a compact HS256 JWT, so the client can read its expiry (`exp`). */
export function signServiceToken(claims: ServiceTokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${JWT_HEADER}.${payload}`).digest('base64url');
  return `${JWT_HEADER}.${payload}.${signature}`;
}

/** Verifies a service token's signature and expiry; null when forged, malformed or expired. */
export function verifyServiceToken(token: string, secret: string, nowSeconds: number): ServiceTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== JWT_HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ServiceTokenClaims>;
    if (typeof claims.sub !== 'number' || typeof claims.sid !== 'number' || typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return null;
    if (claims.exp <= nowSeconds) return null;
    return claims as ServiceTokenClaims;
  } catch {
    return null;
  }
}

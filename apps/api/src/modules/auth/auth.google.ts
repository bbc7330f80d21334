import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';

/** The claims of a Google ID token that sign-in uses. */
export interface GoogleClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** The issuers of Google ID tokens. */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a Google One Tap credential (an RS256 ID token) against the configured signing keys
 * (`keys`, a JWKS) and client id: signature, issuer, audience and expiry. Null when any check fails.
 */
export function verifyGoogleCredential(credential: string, keys: readonly JsonWebKey[], clientId: string, nowSeconds: number): GoogleClaims | null {
  const parts = credential.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  const payload = decodePart(payloadPart);
  if (!header || !payload || header['alg'] !== 'RS256') return null;
  const jwk = keys.find((key) => key['kid'] === header['kid']);
  if (!jwk) return null;
  let valid: boolean;
  try {
    valid = verify('RSA-SHA256', Buffer.from(`${headerPart}.${payloadPart}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(signaturePart, 'base64url'));
  } catch {
    return null;
  }
  if (!valid) return null;
  if (!GOOGLE_ISSUERS.includes(String(payload['iss']))) return null;
  if (payload['aud'] !== clientId) return null;
  if (typeof payload['exp'] !== 'number' || payload['exp'] <= nowSeconds) return null;
  if (typeof payload['sub'] !== 'string' || !payload['sub']) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    sub: payload['sub'],
    email: text(payload['email'])?.toLowerCase() ?? null,
    emailVerified: payload['email_verified'] === true,
    givenName: text(payload['given_name']),
    familyName: text(payload['family_name']),
  };
}

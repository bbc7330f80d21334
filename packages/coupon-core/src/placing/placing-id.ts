import type { ServiceIdentifier } from 'inversify';
import { injectable } from 'inversify';

/** Makes the idempotency id of a placing intent (`PlaceCouponRequest.id`). */
export interface PlacingIdSource {
  /** A new id, unique across players and sessions, 8 to 80 characters of `[A-Za-z0-9_:.-]`. */
  next(): string;
}

/** Container identifier of the `PlacingIdSource`. */
export const PlacingIdSource = Symbol.for('PlacingIdSource') as ServiceIdentifier<PlacingIdSource>;

/** A version-4 UUID from 16 random bytes (RFC 9562 §5.4: version nibble 4, variant bits 10). */
export function uuidFromRandomBytes(random: Uint8Array): string {
  const bytes = Uint8Array.from(random.subarray(0, 16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Random version-4 UUIDs from Web Crypto (browsers, Node 20). `randomUUID` exists only in secure
 * contexts, so plain-http pages build the UUID from `getRandomValues`, which every context has.
 */
@injectable()
export class RandomPlacingIdSource implements PlacingIdSource {
  next(): string {
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    return uuidFromRandomBytes(crypto.getRandomValues(new Uint8Array(16)));
  }
}

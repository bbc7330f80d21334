import type { ServiceIdentifier } from 'inversify';
import { injectable } from 'inversify';

/** Makes the idempotency id of a placing intent (`PlaceCouponRequest.id`). */
export interface PlacingIdSource {
  /** A new id, unique across players and sessions, 8 to 80 characters of `[A-Za-z0-9_:.-]`. */
  next(): string;
}

/** Container identifier of the `PlacingIdSource`. */
export const PlacingIdSource = Symbol.for('PlacingIdSource') as ServiceIdentifier<PlacingIdSource>;

/** Random UUIDs (Web Crypto, present in browsers and Node 20). */
@injectable()
export class RandomPlacingIdSource implements PlacingIdSource {
  next(): string {
    return crypto.randomUUID();
  }
}

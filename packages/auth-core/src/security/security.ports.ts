import type { ServiceIdentifier } from 'inversify';

/**
 * What the security page needs of the player's user configuration (document 001 §3
 * protection_methods, phone_number): the app binds it to the user-config store, which `refresh`
 * reloads after a change here.
 */
export interface SecurityProfile {
  readonly twoStepEnabled: boolean;
  /** The bound phone as shown (`+49 151...`), null when none is bound. */
  readonly boundPhone: string | null;
  refresh(): Promise<void>;
}

/** Container identifier of the `SecurityProfile` port. */
export const SecurityProfile = Symbol.for('SecurityProfile') as ServiceIdentifier<SecurityProfile>;

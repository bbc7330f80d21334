// The container identifiers of limits-core's services, apart from the services (issue 20): a host
// names them (the shell's overlay queue, the app's balance refresher) without loading the services'
// code, which comes with `limitsShellModule` when a player signs in or a page that shows limits
// loads it. Each service's file re-exports its identifier from here.
import type { ServiceIdentifier } from 'inversify';
import type { LimitsHeadroomService } from './limits/headroom.service';
import type { LimitsSessionService } from './limits/limits-session.service';
import type { LimitsService } from './limits/limits.service';
import type { RealityCheckService } from './reality-check/reality-check.service';
import type { SessionLimitService } from './session-limit/session-limit.service';

/** Container identifier of the `LimitsService`. */
export const Limits = Symbol.for('Limits') as ServiceIdentifier<LimitsService>;
export type Limits = LimitsService;

/** Container identifier of the `LimitsHeadroomService`. */
export const LimitsHeadroom = Symbol.for('LimitsHeadroom') as ServiceIdentifier<LimitsHeadroomService>;
export type LimitsHeadroom = LimitsHeadroomService;

/** Container identifier of the `RealityCheckService`. */
export const RealityCheck = Symbol.for('RealityCheck') as ServiceIdentifier<RealityCheckService>;
export type RealityCheck = RealityCheckService;

/** Container identifier of the `SessionLimitService`. */
export const SessionLimit = Symbol.for('SessionLimit') as ServiceIdentifier<SessionLimitService>;
export type SessionLimit = SessionLimitService;

/** Container identifier of the `LimitsSessionService`. */
export const LimitsSession = Symbol.for('LimitsSession') as ServiceIdentifier<LimitsSessionService>;
export type LimitsSession = LimitsSessionService;

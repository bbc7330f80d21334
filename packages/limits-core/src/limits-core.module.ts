import { ContainerModule } from 'inversify';
import { LimitsSession, LimitsSessionService } from './limits/limits-session.service';
import { Limits, LimitsService } from './limits/limits.service';
import { LimitsPage, LimitsPageFlow } from './limits/limits-page.flow';
import { LimitsHeadroom, LimitsHeadroomService } from './limits/headroom.service';
import { RealityCheck, RealityCheckService } from './reality-check/reality-check.service';
import { SessionLimit, SessionLimitService } from './session-limit/session-limit.service';

/**
 * The responsible-gaming services. Needs the platform ports, `LimitsApi` and `UserApi` (contracts),
 * and three ports the app binds: `LimitsSiteSettings`, `LimitsNotifier`, `SessionTerminator`.
 */
export const limitsCoreModule = new ContainerModule(({ bind }) => {
  bind(Limits).to(LimitsService).inSingletonScope();
  bind(LimitsPage).to(LimitsPageFlow).inSingletonScope();
  bind(LimitsHeadroom).to(LimitsHeadroomService).inSingletonScope();
  bind(RealityCheck).to(RealityCheckService).inSingletonScope();
  bind(SessionLimit).to(SessionLimitService).inSingletonScope();
  bind(LimitsSession).to(LimitsSessionService).inSingletonScope();
});

import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { LimitsSession, LimitsSessionService } from './limits/limits-session.service';
import { Limits, LimitsService } from './limits/limits.service';
import { LimitsHeadroom, LimitsHeadroomService } from './limits/headroom.service';
import { RealityCheck, RealityCheckService } from './reality-check/reality-check.service';
import { SessionLimit, SessionLimitService } from './session-limit/session-limit.service';

/** The responsible-gaming services every page needs: the limits, the coupon's headroom, the reality check and the session limit. */
export function bindLimitsShell({ bind }: ContainerModuleLoadOptions): void {
  bind(Limits).to(LimitsService).inSingletonScope();
  bind(LimitsHeadroom).to(LimitsHeadroomService).inSingletonScope();
  bind(RealityCheck).to(RealityCheckService).inSingletonScope();
  bind(SessionLimit).to(SessionLimitService).inSingletonScope();
  bind(LimitsSession).to(LimitsSessionService).inSingletonScope();
}

/**
 * The part of `limitsCoreModule` the app loads at start (issue 20); `limitsPageModule` (the
 * responsible-gaming page's flow) is loaded with the area that shows that page.
 */
export const limitsShellModule = new ContainerModule(bindLimitsShell);

import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { LimitsPage, LimitsPageFlow } from './limits/limits-page.flow';

/** The responsible-gaming page's flow. */
export function bindLimitsPage({ bind }: ContainerModuleLoadOptions): void {
  bind(LimitsPage).to(LimitsPageFlow).inSingletonScope();
}

/** The responsible-gaming page's flow, loaded with the area that shows the page (issue 20). Needs `limitsShellModule`'s bindings. */
export const limitsPageModule = new ContainerModule(bindLimitsPage);

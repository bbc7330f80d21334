import type { ContainerModule } from 'inversify';
import { useService } from '../app/di';
import { AreaContainer } from '../shell/area-loaders';

/**
 * issue 20: the container modules of the services a lazily loaded view uses (auth-core's sign-in
 * flows for the sign-in modals, say) come in that view's chunk, not in the first page's
 * JavaScript; the view loads them into the app's container, each once, before it resolves a service.
 */
export function useFeatureModules(...modules: readonly ContainerModule[]): void {
  useService(AreaContainer).loadModules(modules);
}

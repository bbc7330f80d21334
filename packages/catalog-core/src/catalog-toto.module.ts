import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { TotoService } from './toto/toto.service';

/** issue 16: toto (needs a `TotoApi`). */
export function bindCatalogToto({ bind }: ContainerModuleLoadOptions): void {
  bind(TotoService).toSelf().inSingletonScope();
}

/** Toto's service, loaded with toto's area (issue 20: not in the first page's JavaScript). */
export const catalogTotoModule = new ContainerModule(bindCatalogToto);

import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { ResultsPages, ResultsPagesService } from './results/results-pages.service';

/** The results pages' service (needs `catalogShellModule`'s sports catalogue). */
export function bindCatalogResults({ bind }: ContainerModuleLoadOptions): void {
  bind(ResultsPages).to(ResultsPagesService).inSingletonScope();
}

/**
 * The results pages' part of `catalogCoreModule`, loaded with the results area (issue 20: not in the
 * first page's JavaScript); its own file, so it brings nothing else.
 */
export const catalogResultsModule = new ContainerModule(bindCatalogResults);

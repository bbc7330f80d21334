import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { DefaultFeedSearchService, FeedSearchService } from './search/search.service';

/** The feed search (issue 16); needs a `SearchApi`. */
export function bindCatalogSearch({ bind }: ContainerModuleLoadOptions): void {
  bind(FeedSearchService).to(DefaultFeedSearchService).inSingletonScope();
}

/** The feed search apart from the first page's catalogue (issue 20: the app loads it with the header's search on its first focus). */
export const catalogSearchModule = new ContainerModule(bindCatalogSearch);

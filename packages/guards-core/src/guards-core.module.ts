import { ContainerModule } from 'inversify';
import { DictionaryStore, DictionaryStoreService } from './dictionaries/dictionary.service';
import { Navigation, NavigationService } from './navigation/navigation.service';

/**
 * The guards-core services: the dictionary store and the navigation service. Needs the platform
 * Logger and the `BlockApi`, `RedirectApi` and `DictionaryApi` of contracts.
 */
export const guardsCoreModule = new ContainerModule(({ bind }) => {
  bind(DictionaryStore).to(DictionaryStoreService).inSingletonScope();
  bind(Navigation).to(NavigationService).inSingletonScope();
});

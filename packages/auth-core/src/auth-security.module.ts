import { ContainerModule } from 'inversify';
import { SecurityService } from './security/security.service';

/**
 * The office's security page (issue 14); needs `SecurityApi` and the app's `SecurityProfile`.
 * Loaded with the area that shows the page (issue 20: not in the first page's JavaScript); its own
 * module file, so the sign-in flows' module does not bring it.
 */
export const authSecurityModule = new ContainerModule(({ bind }) => {
  bind(SecurityService).toSelf().inSingletonScope();
});

import { ContainerModule } from 'inversify';
import { TermsConfirmFlow } from './terms-confirm.flow';

/**
 * The confirm-terms page's flow (route `confirmTerms`), loaded with the page's area (issue 20: not in
 * the first page's JavaScript; the terms check and the redirect to the page stay with the shell).
 */
export const shellTermsConfirmModule = new ContainerModule(({ bind }) => {
  bind(TermsConfirmFlow).toSelf().inSingletonScope();
});

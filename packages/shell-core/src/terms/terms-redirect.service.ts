import { Navigation, RETURN_URL_QUERY, pathOfRoute, routeByName, type NavigationService } from '@kickoff/guards-core';
import { inject, injectable, optional, type ServiceIdentifier } from 'inversify';
import { ShellHost } from '../shell/shell.ports';
import { SiteConfigStore } from '../site-config/site-config.store';
import { TermsCheckService } from './terms-check.service';

/** The HTTP client's signal of a 451 with exception_code 1 (http-client's `HttpClientEvents` satisfies it). */
export interface TermsConfirmationSignal {
  /** Returns the unsubscribe. */
  onTermsConfirmationRequired(listener: () => void): () => void;
}

/** Container identifier of the optional `TermsConfirmationSignal`. */
export const TermsConfirmationSignal = Symbol.for('TermsConfirmationSignal') as ServiceIdentifier<TermsConfirmationSignal>;

/** The route of the confirm-terms page. */
export const CONFIRM_TERMS_ROUTE_NAME = 'confirmTerms';

/**
 * Document 001 §8 "HTTP 451 with exception_code 1 and terms confirmation available: redirect to
 * confirm terms": any call the server refuses for changed terms marks the terms changed and takes
 * the player to the confirm page, with the page they were on as the return URL.
 */
@injectable()
export class TermsRedirectService {
  private unsubscribe: (() => void) | undefined;

  constructor(
    @inject(TermsCheckService) private readonly terms: TermsCheckService,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(ShellHost) private readonly host: ShellHost,
    @inject(Navigation) private readonly navigation: NavigationService,
    @inject(TermsConfirmationSignal) @optional() private readonly signal: TermsConfirmationSignal | undefined,
  ) {}

  start(): void {
    if (this.unsubscribe || !this.signal) return;
    this.unsubscribe = this.signal.onTermsConfirmationRequired(() => this.termsRequired());
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** The server refused a call until the terms are confirmed. */
  termsRequired(): void {
    if (!this.siteConfig.config.isTermsConfirmationAvailable) return;
    this.terms.setChanged(true);
    const current = this.navigation.current;
    if (current?.match.route.name === CONFIRM_TERMS_ROUTE_NAME) return;
    const page = this.host.currentPage();
    const language = current?.match.language ?? this.siteConfig.language;
    this.host.navigate(pathOfRoute(routeByName(CONFIRM_TERMS_ROUTE_NAME), language, {}, { [RETURN_URL_QUERY]: page.path }));
  }
}

import { Navigation, RETURN_URL_QUERY, pathOfRoute, routeByName, type NavigationService } from '@kickoff/guards-core';
import { inject, injectable, optional, type ServiceIdentifier } from 'inversify';
import { reaction, type IReactionDisposer } from 'mobx';
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

/** Layouts of the pages a terms change takes the player off (the confirm-terms guard's, document 001 §2). */
const TERMS_GATED_LAYOUTS: readonly string[] = ['main', 'casino', 'headless'];

/**
 * Document 001 §8 "HTTP 451 with exception_code 1 and terms confirmation available: redirect to
 * confirm terms": any call the server refuses for changed terms marks the terms changed and takes
 * the player to the confirm page, with the page they were on as the return URL. The same when the
 * 60 s terms check finds them changed while a page is on screen (document 001 §4 "Terms changed").
 */
@injectable()
export class TermsRedirectService {
  private unsubscribe: (() => void) | undefined;
  private disposeReaction: IReactionDisposer | undefined;

  constructor(
    @inject(TermsCheckService) private readonly terms: TermsCheckService,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(ShellHost) private readonly host: ShellHost,
    @inject(Navigation) private readonly navigation: NavigationService,
    @inject(TermsConfirmationSignal) @optional() private readonly signal: TermsConfirmationSignal | undefined,
  ) {}

  start(): void {
    // Both the answer and the page may come first: a check answering while a navigation is being
    // decided leaves the page shown, so the move waits for whichever comes last.
    this.disposeReaction ??= reaction(
      () => this.terms.isUserTermsChanged && this.isOnGatedPage(),
      (mustLeave) => {
        if (mustLeave) this.leaveForConfirm();
      },
    );
    if (this.unsubscribe || !this.signal) return;
    this.unsubscribe = this.signal.onTermsConfirmationRequired(() => this.termsRequired());
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** The server refused a call until the terms are confirmed. */
  termsRequired(): void {
    if (!this.siteConfig.config.isTermsConfirmationAvailable) return;
    // marking the terms changed moves the player through the reaction above; already marked, move now
    if (this.terms.isUserTermsChanged) this.leaveForConfirm();
    else this.terms.setChanged(true);
  }

  private isOnGatedPage(): boolean {
    const route = this.navigation.current?.match.route;
    return route !== undefined && route.name !== CONFIRM_TERMS_ROUTE_NAME && TERMS_GATED_LAYOUTS.includes(route.layout);
  }

  /** Takes the player from a gated page to the confirm page, the page as the return URL. */
  private leaveForConfirm(): void {
    if (!this.siteConfig.config.isTermsConfirmationAvailable) return;
    const current = this.navigation.current;
    if (!current || !this.isOnGatedPage()) return;
    const page = this.host.currentPage();
    const language = current.match.language ?? this.siteConfig.language;
    this.host.navigate(pathOfRoute(routeByName(CONFIRM_TERMS_ROUTE_NAME), language, {}, { [RETURN_URL_QUERY]: page.path }));
  }
}

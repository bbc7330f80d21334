import { SiteConfigStore, type ShellHost, type ShellPage } from '@kickoff/shell-core';
import { Navigation, REGISTRATION_ROUTE_NAMES, RETURN_URL_QUERY, buildPath, isAuthRequired, type NavigationService } from '@kickoff/guards-core';
import { inject, injectable } from 'inversify';
import { ModalStore } from './modal.store';
import { PageReloader } from './page-reloader';

/** Layouts of technical pages: a change of sign-in state does not move the visitor off them. */
const AUTH_CHANGE_EXEMPT_LAYOUTS: readonly string[] = ['empty', 'maintenance', 'blocked'];

/**
 * The app's side of the shell services (shell-core `ShellHost`): the current page from the
 * navigation service, in-app navigation through the router (attached by the shell router),
 * page reloads and the modal state.
 */
@injectable()
export class BrowserShellHost implements ShellHost {
  private navigator: ((path: string) => void) | null = null;
  private previousPath: string | null = null;
  private currentPath: string | null = null;

  constructor(
    @inject(Navigation) private readonly navigation: NavigationService,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(PageReloader) private readonly reloader: PageReloader,
  ) {}

  /** The router's navigate function; until attached, navigation loads a new page. */
  attach(navigate: (path: string) => void): () => void {
    this.navigator = navigate;
    return () => {
      if (this.navigator === navigate) this.navigator = null;
    };
  }

  /** Records an accepted location, so the previous route is known. */
  visited(fullPath: string): void {
    if (fullPath === this.currentPath) return;
    this.previousPath = this.currentPath;
    this.currentPath = fullPath;
  }

  currentPage(): ShellPage {
    const current = this.navigation.current;
    const language = current?.match.language ?? this.siteConfig.language;
    const homePath = buildPath(language, '');
    if (!current) {
      return { path: homePath, requiresAuth: false, isAuthChangeExempt: false, isRegistrationPage: false, returnUrl: null, previousPath: this.previousPath, homePath };
    }
    const { route, query } = current.match;
    return {
      path: current.fullPath.split('#', 1)[0] ?? current.fullPath,
      requiresAuth: isAuthRequired(route, this.siteConfig.config),
      isAuthChangeExempt: AUTH_CHANGE_EXEMPT_LAYOUTS.includes(route.layout),
      isRegistrationPage: REGISTRATION_ROUTE_NAMES.includes(route.name),
      returnUrl: query[RETURN_URL_QUERY] ?? null,
      previousPath: this.previousPath,
      homePath,
    };
  }

  navigate(path: string): void {
    if (this.navigator) this.navigator(path);
    else this.reloader.assign(path);
  }

  reload(): void {
    this.reloader.reload();
  }

  isModalOpen(): boolean {
    return this.modals.count > 0;
  }

  isAuthFormOpen(): boolean {
    return this.modals.isOpen('login') || this.modals.isOpen('registration');
  }
}

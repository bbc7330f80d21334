import { Navigation, REGISTRATION_ROUTE_NAMES, RETURN_URL_QUERY, buildPath, isAuthRequired, type NavigationService } from '@kickoff/guards-core';
import { inject, injectable } from 'inversify';
import type { ShellHost, ShellPage } from '../shell/shell.ports';
import { SiteConfigStore } from '../site-config/site-config.store';
import { ModalStore } from './modal.store';
import { PageLocation } from './navigation.ports';

/** Layouts of technical pages: a change of sign-in state does not move the visitor off them. */
const AUTH_CHANGE_EXEMPT_LAYOUTS: readonly string[] = ['empty', 'maintenance', 'blocked'];

/**
 * The shell services' `ShellHost` over guards-core's navigation: the current page from the
 * navigation service, in-app navigation through the router the app attaches, page reloads through
 * the `PageLocation` port and the modal state.
 */
@injectable()
export class RouterShellHost implements ShellHost {
  private navigator: ((path: string) => void) | null = null;
  private previousPath: string | null = null;
  private currentPath: string | null = null;

  constructor(
    @inject(Navigation) private readonly navigation: NavigationService,
    @inject(SiteConfigStore) private readonly siteConfig: SiteConfigStore,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(PageLocation) private readonly location: PageLocation,
  ) {}

  /** The router's navigate function; until attached, navigation loads a new page. Returns the detach. */
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
    else this.location.assign(path);
  }

  reload(): void {
    this.location.reload();
  }

  isModalOpen(): boolean {
    return this.modals.count > 0;
  }

  isAuthFormOpen(): boolean {
    return this.modals.isOpen('login') || this.modals.isOpen('registration');
  }
}

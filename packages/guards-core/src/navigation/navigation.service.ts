import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { BlockApi, RedirectApi, type RedirectResponse } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';
import { DictionaryStore, type DictionaryStoreService } from '../dictionaries/dictionary.service';
import { decideNavigation, type NavigationDecision } from '../guards/guard-chain';
import type { GuardEffect, NavigationContext, NavigationTarget } from '../guards/guard.types';
import { layoutMeta, shouldScrollToTop, type LayoutMeta } from '../routes/layout.rules';
import { matchRoute } from '../routes/route-matcher.rules';

/**
 * What the app knows at navigation time besides the URLs and the calls this service makes
 * itself (block, redirect-light) and the loaded dictionaries.
 */
export type NavigationWorld = Omit<NavigationContext, 'to' | 'from' | 'blockCode' | 'serverRedirect' | 'loadedDictionaries'>;

/** The outcome of one `navigate` call: the decision, or `superseded` when a newer navigation started. */
export type NavigationResult = NavigationDecision | { kind: 'superseded' };

/** Effects the service performs itself; the app performs the others. */
const OWN_EFFECTS: ReadonlySet<GuardEffect['type']> = new Set(['loadDictionaries']);

/**
 * Holds the current navigation for the app (MobX): asks the block and redirect calls about the
 * target (a failure is logged and ignored, document 001 §8), runs the route redirects and the
 * guard chain, loads the dictionaries the route needs, and keeps the accepted location with its
 * layout meta. The rules stay in the pure functions; this only sequences them.
 */
@injectable()
export class NavigationService {
  current: NavigationTarget | null = null;
  lastDecision: NavigationDecision | null = null;
  /** Effects of the last decision for the app to perform (everything but dictionary loading). */
  pendingEffects: readonly GuardEffect[] = [];
  navigating = false;
  private sequence = 0;

  constructor(
    @inject(BlockApi) private readonly blockApi: BlockApi,
    @inject(RedirectApi) private readonly redirectApi: RedirectApi,
    @inject(DictionaryStore) private readonly dictionaries: DictionaryStoreService,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'blockApi' | 'redirectApi' | 'dictionaries' | 'logger' | 'sequence'>(this, {
      blockApi: false,
      redirectApi: false,
      dictionaries: false,
      logger: false,
      sequence: false,
    });
  }

  /** The layout meta of the current location, null before the first navigation. */
  get layout(): LayoutMeta | null {
    return this.current ? layoutMeta(this.current.match) : null;
  }

  /**
   * Decides a navigation to `url`. On continue the location becomes current; the decision's
   * dictionaries are loaded before it resolves; the other effects are left in `pendingEffects`.
   */
  async navigate(url: string, world: NavigationWorld): Promise<NavigationResult> {
    const ticket = ++this.sequence;
    this.setNavigating(true);
    const match = matchRoute(url);
    const pagePath = url.split('#', 1)[0] ?? url;
    const [blockCode, serverRedirect] = await Promise.all([this.fetchBlockCode(pagePath, world.user.isSignedIn), this.fetchRedirect(pagePath)]);
    if (ticket !== this.sequence) return { kind: 'superseded' };
    const context: NavigationContext = {
      ...world,
      to: { fullPath: url, match },
      from: this.current,
      blockCode,
      serverRedirect,
      loadedDictionaries: this.dictionaries.loadedKeys,
    };
    const decision = decideNavigation(context);
    for (const effect of decision.effects) {
      if (effect.type === 'loadDictionaries') await this.dictionaries.ensure(effect.language, effect.dictionaryIds);
    }
    if (ticket !== this.sequence) return { kind: 'superseded' };
    this.accept(decision, context.to);
    return decision;
  }

  /** Whether the app scrolls to the top for a move from the current location to `url`. */
  scrollToTopFor(url: string): boolean {
    return shouldScrollToTop(this.current?.fullPath ?? null, url, matchRoute(url));
  }

  /** The app performed the pending effects. */
  clearPendingEffects(): void {
    this.pendingEffects = [];
  }

  private accept(decision: NavigationDecision, target: NavigationTarget): void {
    this.lastDecision = decision;
    this.pendingEffects = decision.effects.filter((effect) => !OWN_EFFECTS.has(effect.type));
    if (decision.kind === 'continue' || decision.kind === 'notFound') this.current = target;
    this.navigating = false;
  }

  private setNavigating(value: boolean): void {
    this.navigating = value;
  }

  private async fetchBlockCode(url: string, auth: boolean): Promise<number | null> {
    try {
      const block = await this.blockApi.getBlock({ auth, url });
      return block.displayTypeId ?? null;
    } catch (error) {
      this.logger.warn('block call failed', { url, error: String(error) });
      return null;
    }
  }

  private async fetchRedirect(url: string): Promise<RedirectResponse | null> {
    try {
      return await this.redirectApi.redirectLight(url);
    } catch (error) {
      this.logger.warn('redirect call failed', { url, error: String(error) });
      return null;
    }
  }
}

/** Container identifier of the `NavigationService`. */
export const Navigation = Symbol.for('Navigation') as ServiceIdentifier<NavigationService>;
export type Navigation = NavigationService;

import { AuthStatusService, NewSiteModalService, PlatformService } from '@kickoff/shell-core';
import type { Container } from 'inversify';

/**
 * What a page's first render depends on beyond its URL and boot data (issue 20): the layout, the
 * visitor (the server renders for a guest) and the new-site notice in the page flow (it follows what
 * the browser stored; the floating notices are drawn after hydration, `AfterHydration`). The server writes its own into the page
 * (`#root[data-ssr]`); the browser hydrates the server's page only when its own is the same, else
 * renders the page anew (a returning visitor who answered the notices, a signed-in player).
 */
export function firstRenderSignature(container: Container): string {
  const platform = container.get(PlatformService).platform;
  const visitor = container.get(AuthStatusService).isAuthorized ? 'player' : 'guest';
  const newSite = container.get(NewSiteModalService).isVisible ? 'new-site' : 'no-new-site';
  return [platform, visitor, newSite].join(' ');
}

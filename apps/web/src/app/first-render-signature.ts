import { AuthStatusService, NewSiteModalService, OverlayQueue, PlatformService } from '@kickoff/shell-core';
import type { Container } from 'inversify';

/**
 * What a page's first render depends on beyond its URL and boot data (issue 20): the layout, the
 * visitor (the server renders for a guest), the overlay the queue shows and the new-site notice in
 * the page flow (both follow what the browser stored). The server writes its own into the page
 * (`#root[data-ssr]`); the browser hydrates the server's page only when its own is the same, else
 * renders the page anew (a returning visitor who answered the notices, a signed-in player).
 */
export function firstRenderSignature(container: Container): string {
  const platform = container.get(PlatformService).platform;
  const visitor = container.get(AuthStatusService).isAuthorized ? 'player' : 'guest';
  const overlay = container.get(OverlayQueue).current ?? 'none';
  const newSite = container.get(NewSiteModalService).isVisible ? 'new-site' : 'no-new-site';
  return [platform, visitor, overlay, newSite].join(' ');
}

import type { PageLocation } from '@kickoff/shell-core';

/** shell-core's `PageLocation` over `window.location` (the only place the app reloads or replaces the page). */
export class BrowserPageLocation implements PageLocation {
  constructor(private readonly window: () => Window) {}

  reload(): void {
    this.window().location.reload();
  }

  assign(url: string): void {
    this.window().location.assign(url);
  }
}

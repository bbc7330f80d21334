import { injectable } from 'inversify';

/** Reloads or replaces the whole page (the only place the app does so). */
@injectable()
export class PageReloader {
  reload(): void {
    window.location.reload();
  }

  /** Loads another URL as a new page (hard redirects: the ban block page). */
  assign(url: string): void {
    window.location.assign(url);
  }
}

import type { ShellHost, ShellPage } from '../shell/shell.ports';
import { aShellPage } from './fixtures';

/** A `ShellHost` that records navigations and reloads; navigating changes the current path. */
export class MemoryShellHost implements ShellHost {
  page: ShellPage;
  readonly navigations: string[] = [];
  reloads = 0;
  modalOpen = false;
  authFormOpen = false;

  constructor(page: Partial<ShellPage> = {}) {
    this.page = aShellPage(page);
  }

  currentPage(): ShellPage {
    return this.page;
  }

  navigate(path: string): void {
    this.navigations.push(path);
    this.page = { ...this.page, previousPath: this.page.path, path, returnUrl: null };
  }

  reload(): void {
    this.reloads++;
  }

  isModalOpen(): boolean {
    return this.modalOpen;
  }

  isAuthFormOpen(): boolean {
    return this.authFormOpen;
  }
}

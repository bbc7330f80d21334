import type { ServiceIdentifier } from 'inversify';

/** Prints the page as it stands (the browser's print dialog; a native wrapper's own). Bound by the app. */
export interface PagePrinter {
  print(): void;
}

/** Container identifier of the `PagePrinter`. */
export const PagePrinter = Symbol.for('PagePrinter') as ServiceIdentifier<PagePrinter>;

import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ServerErrorPage } from '../pages/ServerErrorPage';
import { ShellRouter } from './ShellRouter';

/**
 * The route tree: one catch-all route; the shell router matches the location with guards-core's
 * route table. A rendering failure shows the 500 page (document 000 §8: an unknown status is a 500).
 */
export const routes: RouteObject[] = [{ path: '*', element: <ShellRouter />, errorElement: <ServerErrorPage /> }];

/** The browser router over the route tree. */
export function createRouter() {
  return createBrowserRouter(routes);
}

import { Component, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { ServerErrorPage } from '../pages/ServerErrorPage';
import { ShellRouter } from './ShellRouter';

/** A rendering failure shows the 500 page (document 000 §8: a route error with an unknown status is a 500). */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('route failed to render', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}

/**
 * The router: one catch-all route; the shell router matches the location with guards-core's route
 * table. (The declarative router: the data router's loaders and actions are not used.) The server
 * renders one location (`location`, issue 20: server rendering), the browser follows its history.
 */
export function AppRouter({ location }: { location?: string }) {
  const routes = (
    <RouteErrorBoundary>
      <Routes>
        <Route path="*" element={<ShellRouter />} />
      </Routes>
    </RouteErrorBoundary>
  );
  return location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>;
}

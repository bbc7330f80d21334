import type { ServiceIdentifier } from 'inversify';
import type { RemoteViewComponent, RemoteViewData } from './remote-views.schemas';

/** One remote view request (document 001 §7 "Remote views"). */
export interface RemoteViewRequest {
  /** The remote area's name, e.g. `information`, `header`, `technical-pages`. */
  appName: string;
  /** The page's current full path with its query, e.g. `/en/information/about?tab=1`. */
  fullPath: string;
  /** Sends the force-SPA flag header. */
  forceSpa?: boolean;
  /** When given (non-empty), the POST variant is used with these components. */
  components?: readonly RemoteViewComponent[];
}

/** The remote view call as the remote-areas registry depends on it. */
export interface RemoteViewApi {
  /** Loads a remote view in the JSON render mode; GET, or POST when components are given; rejects with `ApiError`. */
  getRemoteView(request: RemoteViewRequest, signal?: AbortSignal): Promise<RemoteViewData>;
}

/** Container identifier of the `RemoteViewApi`. */
export const RemoteViewApi = Symbol.for('RemoteViewApi') as ServiceIdentifier<RemoteViewApi>;

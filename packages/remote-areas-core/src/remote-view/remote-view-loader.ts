import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { RemoteViewApi, type RemoteViewData, type RemoteViewRequest } from '@kickoff/contracts';
import type { AreaLoadContext, AreaLoader } from '../registry/area-loader';

/**
 * Loads an area as a remote view in the JSON render mode through `RemoteViewApi` (document 001
 * §7 "Remote views"): GET with the page's full path, POST when components are given.
 */
@injectable()
export class RemoteViewAreaLoader implements AreaLoader {
  constructor(@inject(RemoteViewApi) private readonly api: RemoteViewApi) {}

  /** Resolves with the view's data; rejects with the API's `ApiError`. */
  load(appName: string, context: AreaLoadContext): Promise<RemoteViewData> {
    const request: RemoteViewRequest = { appName, fullPath: context.fullPath ?? '/' };
    if (context.forceSpa) request.forceSpa = true;
    if (context.components && context.components.length > 0) request.components = context.components;
    return this.api.getRemoteView(request, context.signal);
  }
}

/** Container identifier of the `RemoteViewAreaLoader`. */
export const RemoteViewLoader = Symbol.for('RemoteViewLoader') as ServiceIdentifier<RemoteViewAreaLoader>;

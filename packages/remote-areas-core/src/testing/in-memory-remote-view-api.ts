import { ApiError, ErrorCode, type RemoteViewApi, type RemoteViewData, type RemoteViewRequest } from '@kickoff/contracts';

/**
 * An in-memory `RemoteViewApi`: views by app name, answered for any path with the path put into
 * the title; unknown apps reject with 404 `not_found`; `failNext` makes the next calls fail.
 */
export class InMemoryRemoteViewApi implements RemoteViewApi {
  readonly requests: RemoteViewRequest[] = [];
  private readonly views = new Map<string, RemoteViewData>();
  private failures: ApiError[] = [];

  /** Serves `view` for `appName`. */
  addView(view: RemoteViewData): this {
    this.views.set(view.appName, view);
    return this;
  }

  /** The next `times` calls reject with a 503. */
  failNext(times = 1): this {
    for (let index = 0; index < times; index++) this.failures.push(new ApiError(503, { code: ErrorCode.internal, messageKey: 'main_dictionary_load_error' }));
    return this;
  }

  getRemoteView(request: RemoteViewRequest, signal?: AbortSignal): Promise<RemoteViewData> {
    this.requests.push(request);
    if (signal?.aborted) return Promise.reject(new ApiError(499, { code: ErrorCode.cancelled, messageKey: 'main_error' }));
    const failure = this.failures.shift();
    if (failure) return Promise.reject(failure);
    const view = this.views.get(request.appName);
    if (!view) return Promise.reject(new ApiError(404, { code: ErrorCode.notFound, messageKey: 'main_error' }));
    const components = request.components?.map((component) => component.name).join(',') ?? '';
    return Promise.resolve({ ...view, title: `${view.title} ${request.fullPath}${components ? ` [${components}]` : ''}` });
  }
}

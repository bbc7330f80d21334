import {
  blockCall,
  buildRemoteViewPath,
  CONFIG_GROUP_CACHE_MAX_SECONDS,
  CONFIG_GROUP_CACHE_MIN_SECONDS,
  getConfigGroupsCall,
  getDictionaryCall,
  getMaintenanceCall,
  getRemoteViewCall,
  postRemoteViewCall,
  redirectLightCall,
  RemoteViewHeaders,
  type BlockApi,
  type BlockData,
  type ConfigGroupsApi,
  type Dictionary,
  type DictionaryApi,
  type MaintenanceConfig,
  type RedirectApi,
  type RedirectResponse,
  type RemoteViewApi,
  type RemoteViewData,
  type RemoteViewRequest,
} from '@kickoff/contracts';
import { Clock } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * `ConfigGroupsApi` over HTTP. Groups are cached per language for a lifetime drawn between 600 and
 * 900 s (document 001 §7: "cached 600 to 900 s"), so clients do not all reload at once.
 */
@injectable()
export class HttpConfigGroupsApi implements ConfigGroupsApi {
  private readonly cache = new Map<string, { data: Record<string, unknown> | null; expiresAtMs: number }>();
  random: () => number = Math.random;

  constructor(
    @inject(HttpTransport) private readonly transport: HttpTransport,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async getGroups(groups: readonly string[], lang: string, signal?: AbortSignal): Promise<Record<string, Record<string, unknown>>> {
    const now = this.clock.now();
    const missing = groups.filter((group) => (this.cache.get(`${lang}:${group}`)?.expiresAtMs ?? 0) <= now);
    if (missing.length) {
      const answer = await this.transport.call(getConfigGroupsCall, { query: { groups: missing.join(','), lang }, ...withSignal(signal) });
      const lifetimeSeconds = CONFIG_GROUP_CACHE_MIN_SECONDS + Math.floor(this.random() * (CONFIG_GROUP_CACHE_MAX_SECONDS - CONFIG_GROUP_CACHE_MIN_SECONDS + 1));
      for (const group of missing) this.cache.set(`${lang}:${group}`, { data: answer.groups[group] ?? null, expiresAtMs: this.clock.now() + lifetimeSeconds * 1000 });
    }
    const result: Record<string, Record<string, unknown>> = {};
    for (const group of groups) {
      const data = this.cache.get(`${lang}:${group}`)?.data;
      if (data) result[group] = data;
    }
    return result;
  }

  getMaintenance(signal?: AbortSignal): Promise<MaintenanceConfig> {
    return this.transport.call(getMaintenanceCall, withSignal(signal));
  }
}

/** `RedirectApi` over HTTP. */
@injectable()
export class HttpRedirectApi implements RedirectApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  redirectLight(url: string, signal?: AbortSignal): Promise<RedirectResponse> {
    return this.transport.call(redirectLightCall, { body: { url }, ...withSignal(signal) });
  }
}

/** `BlockApi` over HTTP. */
@injectable()
export class HttpBlockApi implements BlockApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  async getBlock(request: { auth: boolean; url: string }, signal?: AbortSignal): Promise<BlockData> {
    return (await this.transport.call(blockCall, { body: request, ...withSignal(signal) })).data;
  }
}

/** `DictionaryApi` over HTTP. */
@injectable()
export class HttpDictionaryApi implements DictionaryApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getDictionary(lang: string, dictionaryId: string, signal?: AbortSignal): Promise<Dictionary> {
    return this.transport.call(getDictionaryCall, { params: { lang, dictionaryId }, ...withSignal(signal) });
  }
}

/** `RemoteViewApi` over HTTP: JSON render mode and API v2 headers; POST when components are given. */
@injectable()
export class HttpRemoteViewApi implements RemoteViewApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getRemoteView(request: RemoteViewRequest, signal?: AbortSignal): Promise<RemoteViewData> {
    const [pathPart = '', queryPart = ''] = request.fullPath.split('#', 1)[0]?.split('?', 2) ?? [];
    const path = buildRemoteViewPath(request.appName, pathPart);
    const query: Record<string, string> = {};
    new URLSearchParams(queryPart).forEach((value, key) => {
      query[key] = value;
    });
    const headers: Record<string, string> = {
      [RemoteViewHeaders.renderMode.name]: RemoteViewHeaders.renderMode.value,
      [RemoteViewHeaders.apiVersion.name]: RemoteViewHeaders.apiVersion.value,
      ...(request.forceSpa ? { [RemoteViewHeaders.forceSpa.name]: RemoteViewHeaders.forceSpa.value } : {}),
    };
    if (request.components?.length) {
      return this.transport.call(postRemoteViewCall, { path, query, headers, body: { components: [...request.components] }, ...withSignal(signal) });
    }
    return this.transport.call(getRemoteViewCall, { path, query, headers, ...withSignal(signal) });
  }
}

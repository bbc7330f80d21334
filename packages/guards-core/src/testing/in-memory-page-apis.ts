import { ApiError, ErrorCode, type BlockApi, type BlockData, type Dictionary, type DictionaryApi, type RedirectApi, type RedirectResponse } from '@kickoff/contracts';

const serverError = (): ApiError => new ApiError(503, { code: ErrorCode.internal, messageKey: 'main_error' });

/** An in-memory `BlockApi`: block data by page path (query ignored); `failNext` fails calls. */
export class InMemoryBlockApi implements BlockApi {
  readonly requests: Array<{ auth: boolean; url: string }> = [];
  private readonly byPath = new Map<string, BlockData>();
  private everywhere: BlockData | null = null;
  private failures = 0;

  /** Blocks one path (`/en/live`) or, with `*`, every path, with a reason code. */
  block(path: string, displayTypeId: number, templateTypeId: number | null = null): this {
    const data = { displayTypeId, templateTypeId };
    if (path === '*') this.everywhere = data;
    else this.byPath.set(path, data);
    return this;
  }

  failNext(times = 1): this {
    this.failures += times;
    return this;
  }

  getBlock(request: { auth: boolean; url: string }): Promise<BlockData> {
    this.requests.push(request);
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(serverError());
    }
    const path = request.url.split('?', 1)[0] ?? request.url;
    return Promise.resolve(this.byPath.get(path) ?? this.everywhere ?? { displayTypeId: null, templateTypeId: null });
  }
}

/** An in-memory `RedirectApi`: rules from one path to another with a status. */
export class InMemoryRedirectApi implements RedirectApi {
  readonly requests: string[] = [];
  private readonly rules = new Map<string, { to: string; code: number }>();
  private failures = 0;

  addRule(from: string, to: string, code = 301): this {
    this.rules.set(from, { to, code });
    return this;
  }

  failNext(times = 1): this {
    this.failures += times;
    return this;
  }

  redirectLight(url: string): Promise<RedirectResponse> {
    this.requests.push(url);
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(serverError());
    }
    const rule = this.rules.get(url.split('?', 1)[0] ?? url);
    if (!rule) return Promise.resolve({ redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] });
    return Promise.resolve({ redirect: true, code: rule.code, url: rule.to, reasons: ['rule'], breadcrumbs: [{ route_from: url, route_to: rule.to }] });
  }
}

/** An in-memory `DictionaryApi`: dictionaries by language and id; unknown ones answer 404. */
export class InMemoryDictionaryApi implements DictionaryApi {
  readonly requests: string[] = [];
  private readonly dictionaries = new Map<string, Dictionary>();
  private failures = 0;

  add(lang: string, dictionaryId: string, entries: Record<string, string>): this {
    this.dictionaries.set(`${lang}:${dictionaryId}`, { lang, dictionaryId, entries });
    return this;
  }

  failNext(times = 1): this {
    this.failures += times;
    return this;
  }

  getDictionary(lang: string, dictionaryId: string): Promise<Dictionary> {
    this.requests.push(`${lang}:${dictionaryId}`);
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(serverError());
    }
    const found = this.dictionaries.get(`${lang}:${dictionaryId}`);
    return found ? Promise.resolve(found) : Promise.reject(new ApiError(404, { code: ErrorCode.notFound, messageKey: 'main_error' }));
  }
}

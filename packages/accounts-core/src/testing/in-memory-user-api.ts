import {
  ApiError,
  ErrorCode,
  type BonusPopupInformation,
  type ConfirmTermsRequest,
  type RealityCheckRequest,
  type TermsItem,
  type UserApi,
  type UserConfig,
  type UserSuccessResponse,
} from '@kickoff/contracts';
import type { Clock } from '@kickoff/platform';
import { aUserConfig } from './fixtures';

type Method = keyof UserApi;

function cancelled(): ApiError {
  return new ApiError(499, { code: ErrorCode.cancelled, messageKey: 'main_error' });
}

/**
 * The user calls in memory, for tests: the configuration (with an optional answer delay on the clock
 * that honours `AbortSignal` like the HTTP client, status 499), the reality-check answers it received,
 * terms, bonus popup and partitions. `failNext` makes the next call of a method reject.
 */
export class InMemoryUserApi implements UserApi {
  config: UserConfig | null;
  /** Delay of `getUserConfig` answers on the clock, ms (0 answers at once). */
  responseDelayMs = 0;
  readonly realityChecks: RealityCheckRequest[] = [];
  readonly confirmedTerms: ConfirmTermsRequest[] = [];
  bonusPopupInformation: BonusPopupInformation | null = null;
  rules: TermsItem[] = [{ link: '/rules/general', tags: ['general'], subRules: [{ position: 1, text: 'General terms' }] }];
  partitions: string[] = ['sport', 'casino'];
  readonly calls: Method[] = [];
  private readonly failures = new Map<Method, ApiError>();

  constructor(
    private readonly clock: Clock,
    config: UserConfig | null = aUserConfig(),
  ) {
    this.config = config;
  }

  /** Makes the next call of `method` reject with `error`. */
  failNext(method: Method, error: ApiError): void {
    this.failures.set(method, error);
  }

  callCount(method: Method): number {
    return this.calls.filter((call) => call === method).length;
  }

  async getUserConfig(signal?: AbortSignal): Promise<UserConfig | null> {
    this.enter('getUserConfig');
    if (signal?.aborted) throw cancelled();
    const answer = this.config === null ? null : structuredClone(this.config);
    if (this.responseDelayMs <= 0) return answer;
    return new Promise((resolve, reject) => {
      const timer = this.clock.setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve(answer);
      }, this.responseDelayMs);
      const onAbort = () => {
        this.clock.clearTimeout(timer);
        reject(cancelled());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  async postRealityCheck(request: RealityCheckRequest): Promise<UserSuccessResponse> {
    this.enter('postRealityCheck');
    this.realityChecks.push(request);
    return { success: true };
  }

  async getBonusPopupInformation(): Promise<BonusPopupInformation | null> {
    this.enter('getBonusPopupInformation');
    return this.bonusPopupInformation;
  }

  async getAgreementRules(_lang: string): Promise<TermsItem[]> {
    this.enter('getAgreementRules');
    return this.rules;
  }

  async confirmTerms(request: ConfirmTermsRequest): Promise<UserSuccessResponse> {
    this.enter('confirmTerms');
    this.confirmedTerms.push(request);
    return { success: true };
  }

  async listAvailablePartitions(): Promise<string[]> {
    this.enter('listAvailablePartitions');
    return this.partitions;
  }

  private enter(method: Method): void {
    this.calls.push(method);
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw failure;
    }
  }
}

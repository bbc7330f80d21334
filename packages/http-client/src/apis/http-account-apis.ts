import {
  addCurrencyAccountCall,
  blockUserCall,
  confirmTermsCall,
  deleteLimitCall,
  getAccountsV1Call,
  getAccountsV2Call,
  getAgreementRulesCall,
  getAvailableCurrenciesCall,
  getAvailableLimitsCall,
  getBonusPopupInformationCall,
  getLimitsCall,
  getSelfExcludeReasonsCall,
  getUserConfigCall,
  Headers,
  limitActionCall,
  listAvailablePartitionsCall,
  pingCall,
  postRealityCheckCall,
  removeCurrencyAccountCall,
  saveLimitsCall,
  submitTestAnswersCall,
  switchActiveAccountCall,
  type AccountsApi,
  type AccountsData,
  type AccountsVariant,
  type AvailableLimit,
  type BlockUserRequest,
  type BlockUserResponse,
  type BonusPopupInformation,
  type ConfirmTermsRequest,
  type Currency,
  type CurrencyAccountMessage,
  type Limit,
  type LimitActionRequest,
  type LimitActionResponse,
  type LimitInput,
  type LimitsApi,
  type PingResponse,
  type RealityCheckRequest,
  type SaveLimitsResponse,
  type SelfExcludeReason,
  type TermsItem,
  type TestAnswersRequest,
  type TestAnswersResponse,
  type UserApi,
  type UserConfig,
  type UserSuccessResponse,
} from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `LimitsApi` over HTTP: the v3 limit calls carry the service token in `X-Auth`. */
@injectable()
export class HttpLimitsApi implements LimitsApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  async getLimits(lang: string, signal?: AbortSignal): Promise<Limit[]> {
    return (await this.transport.call(getLimitsCall, { headers: { [Headers.language]: lang }, ...withSignal(signal) })).limitsData;
  }
  saveLimits(limits: readonly LimitInput[]): Promise<SaveLimitsResponse> {
    return this.transport.call(saveLimitsCall, { body: { limits: [...limits] } });
  }
  async getAvailableLimits(signal?: AbortSignal): Promise<AvailableLimit[]> {
    return (await this.transport.call(getAvailableLimitsCall, withSignal(signal))).availableLimits;
  }
  async getSelfExcludeReasons(signal?: AbortSignal): Promise<SelfExcludeReason[]> {
    return (await this.transport.call(getSelfExcludeReasonsCall, withSignal(signal))).reasons;
  }
  submitTestAnswers(request: TestAnswersRequest): Promise<TestAnswersResponse> {
    return this.transport.call(submitTestAnswersCall, { body: request });
  }
  limitAction(request: LimitActionRequest): Promise<LimitActionResponse> {
    return this.transport.call(limitActionCall, { body: request });
  }
  deleteLimit(limitType: number): Promise<LimitActionResponse> {
    return this.transport.call(deleteLimitCall, { query: { limitType } });
  }
  ping(): Promise<PingResponse> {
    return this.transport.call(pingCall, { body: {} });
  }
  blockUser(request: BlockUserRequest): Promise<BlockUserResponse> {
    return this.transport.call(blockUserCall, { body: request });
  }
}

/** `UserApi` over HTTP. */
@injectable()
export class HttpUserApi implements UserApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  async getUserConfig(signal?: AbortSignal): Promise<UserConfig | null> {
    return (await this.transport.call(getUserConfigCall, withSignal(signal))).result;
  }
  postRealityCheck(request: RealityCheckRequest): Promise<UserSuccessResponse> {
    return this.transport.call(postRealityCheckCall, { body: request });
  }
  async getBonusPopupInformation(lang: string, signal?: AbortSignal): Promise<BonusPopupInformation | null> {
    return (await this.transport.call(getBonusPopupInformationCall, { query: { lang }, ...withSignal(signal) })).bonusPopupInformation;
  }
  async getAgreementRules(lang: string, signal?: AbortSignal): Promise<TermsItem[]> {
    return (await this.transport.call(getAgreementRulesCall, { query: { lang }, ...withSignal(signal) })).rules;
  }
  confirmTerms(request: ConfirmTermsRequest): Promise<UserSuccessResponse> {
    return this.transport.call(confirmTermsCall, { body: request });
  }
  async listAvailablePartitions(signal?: AbortSignal): Promise<string[]> {
    return (await this.transport.call(listAvailablePartitionsCall, withSignal(signal))).listAvailablePartitions;
  }
}

/** `AccountsApi` over HTTP. */
@injectable()
export class HttpAccountsApi implements AccountsApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getAccounts(variant: AccountsVariant, signal?: AbortSignal): Promise<AccountsData> {
    return this.transport.call(variant === 'v2' ? getAccountsV2Call : getAccountsV1Call, withSignal(signal));
  }
  addCurrencyAccount(currencyId: number): Promise<CurrencyAccountMessage> {
    return this.transport.call(addCurrencyAccountCall, { body: { currencyId } });
  }
  removeCurrencyAccount(accountId: number): Promise<CurrencyAccountMessage> {
    return this.transport.call(removeCurrencyAccountCall, { body: { accountId } });
  }
  switchActiveAccount(id: number): Promise<AccountsData> {
    return this.transport.call(switchActiveAccountCall, { body: { id } });
  }
  async getAvailableCurrencies(signal?: AbortSignal): Promise<Currency[]> {
    return (await this.transport.call(getAvailableCurrenciesCall, withSignal(signal))).currencies;
  }
}

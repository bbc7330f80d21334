import type { ServiceIdentifier } from 'inversify';
import type {
  AvailableLimit,
  BlockUserRequest,
  BlockUserResponse,
  Limit,
  LimitActionRequest,
  LimitActionResponse,
  LimitInput,
  PingResponse,
  SaveLimitsResponse,
  SelfExcludeReason,
  TestAnswersRequest,
  TestAnswersResponse,
} from './limits.schemas';

/** The responsible-gaming limit calls (document 001 §7, v3); every method rejects with `ApiError`. */
export interface LimitsApi {
  /** `GET limits`, the `X-Language` header set to `lang`. */
  getLimits(lang: string, signal?: AbortSignal): Promise<Limit[]>;
  /** `POST limits`; may answer `QUESTIONS` with a `tokenGuid` for `submitTestAnswers`. */
  saveLimits(limits: readonly LimitInput[]): Promise<SaveLimitsResponse>;
  /** `GET availablelimits`. */
  getAvailableLimits(signal?: AbortSignal): Promise<AvailableLimit[]>;
  /** `GET reasons/selfexclude`. */
  getSelfExcludeReasons(signal?: AbortSignal): Promise<SelfExcludeReason[]>;
  /** `POST testanswers`. */
  submitTestAnswers(request: TestAnswersRequest): Promise<TestAnswersResponse>;
  /** `POST limitaction` (confirm or reject a pending limit). */
  limitAction(request: LimitActionRequest): Promise<LimitActionResponse>;
  /** `DELETE limit?limitType=` (the cancel variant when `isLimitCancelByDelete`). */
  deleteLimit(limitType: number): Promise<LimitActionResponse>;
  /** `POST ping`, every 30 s while a session limit exists. */
  ping(): Promise<PingResponse>;
  /** The self-exclusion BlockUser call. */
  blockUser(request: BlockUserRequest): Promise<BlockUserResponse>;
}

/** Container identifier of the `LimitsApi`. */
export const LimitsApi = Symbol.for('LimitsApi') as ServiceIdentifier<LimitsApi>;

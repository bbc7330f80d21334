import type { ServiceIdentifier } from 'inversify';
import type { CasinoActionRequest, CasinoDemoSession, CasinoFairness, CasinoJackpots, CasinoPlay, CasinoTournament, CasinoTournaments, CasinoPlayRequest, CasinoRotation, CasinoTable, CasinoVerification } from './casino-play.schemas';

/** The casino play calls as catalog-core's game session depends on them. Methods reject with `ApiError`. */
export interface CasinoPlayApi {
  /** `POST /casino-api/v1/demo`. */
  startDemo(): Promise<CasinoDemoSession>;
  /** `GET /casino-api/v1/games/:gameId/table`. */
  getTable(gameId: number, demoId: string | null, signal?: AbortSignal): Promise<CasinoTable>;
  /** `POST /casino-api/v1/games/:gameId/play`. */
  play(gameId: number, request: CasinoPlayRequest): Promise<CasinoPlay>;
  /** `POST /casino-api/v1/rounds/:roundId/action`. */
  act(roundId: number, request: CasinoActionRequest): Promise<CasinoPlay>;
  /** `PUT /casino-api/v1/fairness/client-seed`. */
  setClientSeed(clientSeed: string, demoId: string | null): Promise<CasinoFairness>;
  /** `POST /casino-api/v1/fairness/rotate`. */
  rotateSeed(demoId: string | null): Promise<CasinoRotation>;
  /** `GET /casino-api/v1/rounds/:roundId/verify`. */
  getVerification(roundId: number, demoId: string | null, signal?: AbortSignal): Promise<CasinoVerification>;
  /** `GET /casino-api/v1/jackpots`. */
  getJackpots(signal?: AbortSignal): Promise<CasinoJackpots>;
  /** `GET /casino-api/v1/tournaments`. */
  getTournaments(signal?: AbortSignal): Promise<CasinoTournaments>;
  /** `GET /casino-api/v1/tournaments/:id`. */
  getTournament(id: number, signal?: AbortSignal): Promise<CasinoTournament>;
}

/** Container identifier of the `CasinoPlayApi`. */
export const CasinoPlayApi = Symbol.for('CasinoPlayApi') as ServiceIdentifier<CasinoPlayApi>;

import {
  actCasinoRoundCall,
  getCasinoJackpotsCall,
  getCasinoTournamentCall,
  getCasinoTournamentsCall,
  getCasinoTableCall,
  getCasinoVerificationCall,
  playCasinoGameCall,
  rotateCasinoSeedCall,
  setCasinoClientSeedCall,
  startCasinoDemoCall,
  type CasinoActionRequest,
  type CasinoDemoSession,
  type CasinoFairness,
  type CasinoJackpots,
  type CasinoTournament,
  type CasinoTournaments,
  type CasinoPlay,
  type CasinoPlayApi,
  type CasinoPlayRequest,
  type CasinoRotation,
  type CasinoTable,
  type CasinoVerification,
} from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const demoQuery = (demoId: string | null) => (demoId ? { demoId } : {});

/** `CasinoPlayApi` over HTTP (issue 17). */
@injectable()
export class HttpCasinoPlayApi implements CasinoPlayApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  startDemo(): Promise<CasinoDemoSession> {
    return this.transport.call(startCasinoDemoCall, {});
  }
  getTable(gameId: number, demoId: string | null, signal?: AbortSignal): Promise<CasinoTable> {
    return this.transport.call(getCasinoTableCall, { params: { gameId }, query: demoQuery(demoId), ...withSignal(signal) });
  }
  play(gameId: number, request: CasinoPlayRequest): Promise<CasinoPlay> {
    return this.transport.call(playCasinoGameCall, { params: { gameId }, body: request });
  }
  act(roundId: number, request: CasinoActionRequest): Promise<CasinoPlay> {
    return this.transport.call(actCasinoRoundCall, { params: { roundId }, body: request });
  }
  setClientSeed(clientSeed: string, demoId: string | null): Promise<CasinoFairness> {
    return this.transport.call(setCasinoClientSeedCall, { body: { clientSeed, ...demoQuery(demoId) } });
  }
  rotateSeed(demoId: string | null): Promise<CasinoRotation> {
    return this.transport.call(rotateCasinoSeedCall, { body: demoQuery(demoId) });
  }
  getVerification(roundId: number, demoId: string | null, signal?: AbortSignal): Promise<CasinoVerification> {
    return this.transport.call(getCasinoVerificationCall, { params: { roundId }, query: demoQuery(demoId), ...withSignal(signal) });
  }
  getJackpots(signal?: AbortSignal): Promise<CasinoJackpots> {
    return this.transport.call(getCasinoJackpotsCall, withSignal(signal));
  }
  getTournaments(signal?: AbortSignal): Promise<CasinoTournaments> {
    return this.transport.call(getCasinoTournamentsCall, withSignal(signal));
  }
  getTournament(id: number, signal?: AbortSignal): Promise<CasinoTournament> {
    return this.transport.call(getCasinoTournamentCall, { params: { id }, ...withSignal(signal) });
  }
}

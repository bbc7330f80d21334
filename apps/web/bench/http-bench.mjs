// Server figures over HTTP against the API as served: feed pollers and placing, with the load
// generator (load.mjs) in its own process and the API's resident memory sampled while it runs.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds, fetchRetry, mainThreadCpuSeconds, percentile, rssMb } from './server.mjs';

const loadScript = join(dirname(fileURLToPath(import.meta.url)), 'load.mjs');

/** Runs load.mjs with `options` against `origin`; samples the RSS of `apiPid`. */
export async function runLoad(origin, apiPid, options) {
  const child = spawn(process.execPath, [loadScript, JSON.stringify({ origin, ...options })], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  let peakRss = rssMb(apiPid);
  const cpuBefore = cpuSeconds(apiPid);
  const mainCpuBefore = mainThreadCpuSeconds(apiPid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(apiPid))), 250);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  const apiCpuSeconds = cpuSeconds(apiPid) - cpuBefore;
  const apiMainThreadCpuSeconds = mainThreadCpuSeconds(apiPid) - mainCpuBefore;
  if (code !== 0) throw new Error(`the load generator exited ${code}`);
  const result = JSON.parse(output);
  const latencies = [...result.latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / result.seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    outcomes: result.outcomes,
    timeline: result.timeline,
    firstSeen: result.firstSeen,
    startedAtMs: result.startedAtMs,
    acceptedByWorker: result.acceptedByWorker ?? {},
    seconds: result.seconds,
    peakRssMb: peakRss,
    apiCpuSeconds,
    apiMainThreadCpuSeconds,
    loadCpuSeconds: result.cpuSeconds ?? NaN,
  };
}

async function call(origin, path, { method = 'GET', cookie, body } = {}) {
  const response = await fetchRetry(`${origin}${path}`, {
    method,
    redirect: 'manual',
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response;
}

async function json(response, what) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Registers a player over HTTP and funds the main account on the demo provider's page, as a player does. */
export async function fundedPlayer(origin, index, balanceMinor) {
  const email = `bench-${Date.now().toString(36)}-${index}@bench.example`;
  const registration = await call(origin, '/web-api/user/auth/registration/full', {
    method: 'POST',
    body: { email, password: 'Bench-pass-1', name: 'Bench', surname: 'Player', date_birthday: '1990-05-01', countryId: 66, currencyIso: 'EUR' },
  });
  const registered = await json(registration, 'registration');
  const cookie = registration.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('kickoff_session='));
  if (!cookie) throw new Error('no session cookie after registration');
  const accounts = await json(await call(origin, '/web-api/officeapi/v2/accounts', { cookie }), 'accounts');
  const payment = await json(await call(origin, '/web-api/payments/v1/deposit', { method: 'POST', cookie, body: { paymentId: `bench${Date.now()}${index}x`, amountMinor: balanceMinor } }), 'deposit');
  const paid = await call(origin, `${payment.redirectUrl}/pay`, { method: 'POST' });
  if (paid.status !== 303) throw new Error(`the demo provider's page answered ${paid.status}`);
  return { cookie, userId: registered.userId, accountId: accounts.activeAccount };
}

/** Coupon bets (document 000 §3 "Coupon bet") on the main markets of upcoming games, read from the line feed. */
export async function lineBets(origin, count) {
  const menu = await json(await call(origin, '/web-api/feed/v1/sports?section=line'), 'sports');
  const bets = [];
  for (const sport of menu.sports) {
    for (const champ of sport.champs) {
      if (bets.length >= count) return bets;
      const { games } = await json(await call(origin, `/web-api/feed/v1/champs/${champ.id}/games?section=line`), 'games');
      for (const game of games) {
        for (const market of game.mainMarkets) {
          if (market.isBlocked) continue;
          bets.push({
            id: String(market.id),
            market: {
              id: market.id,
              coef: market.coef,
              kind: market.kind,
              sportId: game.sportId,
              typeId: market.typeId,
              isLive: game.isLive,
              gameId: game.id,
              champId: game.champId,
              sportName: game.sportName,
              champName: game.champName,
              opponent1Name: game.opponent1Name,
              opponent2Name: game.opponent2Name,
            },
            blockId: 0,
            statusId: -2,
            typeId: market.typeId,
            game: { isFinished: game.isFinished, isLiveInLive: false, statusId: game.statusId, startDateTime: game.startDateTime, timeSec: game.timeSec },
            scoreFormatted: game.scoreFormatted,
            isBlocked: false,
            isDepend: false,
            isBannedExpress: market.isBannedExpress,
            isDisabledBanker: false,
            isBanker: false,
          });
        }
      }
    }
  }
  return bets;
}

/** A single of 1.00 (major units) on `bet`, accepting any coefficient change (document 000 §3 "Coupon as sent for placing"). */
export function singleCoupon(player, bet) {
  return {
    id: 'replaced-per-request',
    accountId: player.accountId,
    amount: 1,
    amountByBlockId: {},
    bets: [bet],
    changeCoefAction: 1,
    coef: bet.market.coef,
    coefByView: bet.market.coef,
    coefViewId: 0,
    exactCoef: 0,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    refId: 0,
    systemValue: 2,
    typeId: 0,
    userId: player.userId,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
  };
}

/** A player's balance of the placing account in minor units, read over HTTP (the money check after the load). */
export async function balanceOf(origin, player) {
  const data = await json(await call(origin, '/web-api/officeapi/v2/accounts', { cookie: player.cookie }), 'accounts');
  const account = data.accounts.find((candidate) => candidate.id === player.accountId);
  if (!account) throw new Error(`account ${player.accountId} not in the answer`);
  return account.money;
}

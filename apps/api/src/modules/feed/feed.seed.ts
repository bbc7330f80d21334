import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import {
  createRandom,
  finalDistribution,
  gameDurationSec,
  eventFormat,
  fightRoundOf,
  gameSelections,
  isEventSport,
  MARGIN_LINE,
  MARGIN_LIVE,
  mixSeed,
  poissonDraw,
  priceSelection,
  sportById,
  SPORTS,
  type SportDefinition,
} from './feed.model';

/**
 * The seeded sports catalogue (issue 5): countries, championships, teams and games, generated
 * deterministically from `FEED_SEED`, so every start over an empty database builds the same feed.
 */

/** Seed of the generator. */
export const FEED_SEED = 20_261_122;

const COUNTRIES: ReadonlyArray<readonly [number, string]> = [
  [1, 'England'],
  [2, 'Spain'],
  [3, 'Germany'],
  [4, 'Italy'],
  [5, 'France'],
  [6, 'USA'],
  [7, 'Brazil'],
  [8, 'Portugal'],
  [9, 'Netherlands'],
  [10, 'Sweden'],
  [11, 'Japan'],
  [12, 'Argentina'],
  [13, 'Poland'],
  [99, 'International'],
];

const CITIES: Readonly<Record<number, readonly string[]>> = {
  1: ['London', 'Manchester', 'Liverpool', 'Leeds', 'Bristol', 'Newcastle', 'Brighton', 'Sheffield', 'Norwich', 'Leicester', 'Southampton', 'Nottingham'],
  2: ['Madrid', 'Barcelona', 'Sevilla', 'Valencia', 'Bilbao', 'Malaga', 'Zaragoza', 'Vigo', 'Granada', 'Getafe', 'Cadiz', 'Oviedo'],
  3: ['Berlin', 'Munich', 'Hamburg', 'Cologne', 'Dortmund', 'Bremen', 'Leipzig', 'Stuttgart', 'Mainz', 'Freiburg', 'Bochum', 'Kiel'],
  4: ['Milano', 'Roma', 'Torino', 'Napoli', 'Genova', 'Bologna', 'Firenze', 'Verona', 'Parma', 'Lecce', 'Udine', 'Como'],
  5: ['Paris', 'Lyon', 'Marseille', 'Lille', 'Nantes', 'Nice', 'Rennes', 'Lens', 'Toulouse', 'Brest', 'Reims', 'Metz'],
  6: ['Boston', 'Chicago', 'Denver', 'Phoenix', 'Seattle', 'Dallas', 'Miami', 'Atlanta', 'Detroit', 'Houston', 'Portland', 'Orlando'],
  7: ['Rio', 'Santos', 'Recife', 'Curitiba', 'Fortaleza', 'Salvador', 'Goiania', 'Belem', 'Campinas', 'Natal', 'Manaus', 'Cuiaba'],
  8: ['Lisboa', 'Porto', 'Braga', 'Faro', 'Coimbra', 'Guimaraes', 'Aveiro', 'Funchal', 'Setubal', 'Leiria', 'Viseu', 'Evora'],
  9: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven', 'Groningen', 'Tilburg', 'Breda', 'Nijmegen', 'Arnhem', 'Zwolle', 'Almelo', 'Sittard'],
  10: ['Stockholm', 'Goteborg', 'Malmo', 'Uppsala', 'Vasteras', 'Orebro', 'Linkoping', 'Helsingborg', 'Norrkoping', 'Jonkoping', 'Umea', 'Lulea'],
  11: ['Tokyo', 'Osaka', 'Nagoya', 'Sapporo', 'Fukuoka', 'Kobe', 'Kyoto', 'Sendai', 'Chiba', 'Hiroshima', 'Niigata', 'Shizuoka'],
  12: ['Buenos Aires', 'Rosario', 'Cordoba', 'Mendoza', 'La Plata', 'Tucuman', 'Salta', 'Santa Fe', 'Mar del Plata', 'Parana', 'Neuquen', 'Jujuy'],
  13: ['Warsaw', 'Krakow', 'Gdansk', 'Poznan', 'Wroclaw', 'Lodz', 'Lublin', 'Szczecin', 'Katowice', 'Bialystok', 'Rzeszow', 'Kielce'],
};

const SUFFIXES: Readonly<Record<number, readonly string[]>> = {
  1: ['FC', 'United', 'City', 'Athletic', 'Rovers', 'Town'],
  2: ['Lions', 'Wolves', 'Kings', 'Bears', 'Hawks', 'Stars'],
  3: ['Giants', 'Bulls', 'Eagles', 'Rockets', 'Knights', 'Suns'],
  5: ['Sox', 'Pirates', 'Cubs', 'Rays', 'Mariners', 'Twins'],
  7: ['Warriors', 'Sharks', 'Tigers', 'Saints', 'Chiefs', 'Blues'],
  8: ['HC', 'Handball', 'Vikings', 'Sparks', 'Falcons', 'Dragons'],
  14: ['Futsal', 'Indoor', 'Five', 'Sala', 'Arena', 'Court'],
};
const FIRST_NAMES = ['Alex', 'Marco', 'Ivan', 'Jonas', 'Luca', 'Rafael', 'Kenji', 'Mateo', 'Oskar', 'Tomas', 'Diego', 'Felix', 'Hugo', 'Nikolai', 'Pablo', 'Leon', 'Viktor', 'Emil'];
const LAST_NAMES = ['Novak', 'Ferreira', 'Schmidt', 'Rossi', 'Moreau', 'Tanaka', 'Lindqvist', 'Kowalski', 'Silva', 'Jansen', 'Garcia', 'Bauer', 'Costa', 'Petrov', 'Laurent', 'Berg', 'Santos', 'Meyer'];
const ESPORT_TEAMS = ['Nova Five', 'Iron Wolves', 'Blue Phoenix', 'Quantum', 'Red Comet', 'Night Owls', 'Polar Bears', 'Storm Unit', 'Vortex', 'Zenith', 'Solar Flare', 'Ghost Ship', 'Apex Pack', 'Crimson Tide', 'Echo Squad', 'Lynx'];

interface ChampSeed {
  id: number;
  sportId: number;
  countryId: number;
  name: string;
  teams: string[];
}

/** The championships: 2 to 6 per sport, each with its teams. */
export function buildChamps(): ChampSeed[] {
  const random = createRandom(FEED_SEED);
  const champs: ChampSeed[] = [];
  let nextId = 1001;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const shuffled = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const player = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
  for (const sport of SPORTS) {
    const model = sport.model;
    // fights and outrights have championships and events of their own (the simulator's event seed)
    if (isEventSport(sport)) continue;
    if (sport.isEsport) {
      for (const [name, size] of [
        ['Masters', 10],
        ['Pro League', 12],
      ] as const) {
        champs.push({ id: nextId++, sportId: sport.id, countryId: 99, name: `${sport.name} ${name}`, teams: shuffled(ESPORT_TEAMS).slice(0, size) });
      }
      continue;
    }
    if (model.kind === 'sets' && (sport.id === 4 || sport.id === 10 || sport.id === 21)) {
      const names = sport.id === 4 ? ['ATP Vienna', 'ATP Tokyo', 'WTA Madrid', 'Challenger Lyon'] : sport.id === 10 ? ['Setka Cup', 'Pro Series', 'Liga Pro'] : ['Premier League Darts', 'World Series'];
      for (const name of names) {
        const teams = new Set<string>();
        while (teams.size < 12) teams.add(player());
        champs.push({ id: nextId++, sportId: sport.id, countryId: 99, name, teams: [...teams] });
      }
      continue;
    }
    const countries = sport.id === 1 ? [1, 2, 3, 4, 5, 7, 8, 9, 12] : sport.id === 3 || sport.id === 5 ? [6, 2, 4, 11] : [3, 10, 5, 13];
    const suffixes = SUFFIXES[sport.id] ?? ['Club', 'Team', 'Sport', 'Stars', 'Volley', 'Athletic'];
    for (const countryId of countries) {
      const cities = shuffled(CITIES[countryId] ?? []);
      const country = COUNTRIES.find(([id]) => id === countryId)?.[1] ?? 'International';
      const teams = cities.slice(0, 10 + Math.floor(random() * 3)).map((city) => `${city} ${pick(suffixes)}`);
      const league = sport.id === 1 ? 'Premier Division' : sport.id === 3 ? 'Basket League' : 'Super League';
      champs.push({ id: nextId++, sportId: sport.id, countryId, name: `${country}. ${league}`, teams });
    }
  }
  return champs;
}

/** One generated game with its state and strengths. */
export interface GameSeed {
  id: number;
  champId: number;
  sportId: number;
  opponent1: string;
  opponent2: string;
  startAt: number;
  status: 0 | 2;
  timeSec: number;
  score1: number;
  score2: number;
  strength1: number;
  strength2: number;
  /** A fight's rounds, an outright's participants (0 for the other games). */
  format?: number;
  /** An outright's participants, named in its winner market. */
  participants?: readonly string[];
}

function strengths(sport: SportDefinition, random: () => number): [number, number] {
  const a = 0.6 + random() * 0.8;
  const b = 0.6 + random() * 0.8;
  if (sport.model.kind !== 'goals') return [a, b];
  const half = sport.model.averageScore;
  // home advantage of 8 %
  return [Math.round(half * a * 1.08 * 100) / 100, Math.round(half * b * 100) / 100];
}

/**
 * Games of the catalogue around `nowMs`: `liveCount` already in play (kick-off in the past, a score
 * drawn for the elapsed time) and `lineCount` starting over the next three days, every 5 to 20
 * minutes, so some turn live soon after the start.
 */
export function buildGames(champs: readonly ChampSeed[], nowMs: number, firstId: number, lineCount: number, liveCount: number, seed = FEED_SEED): GameSeed[] {
  const random = createRandom(mixSeed(seed, firstId));
  const games: GameSeed[] = [];
  const minute = 60_000;
  const base = Math.ceil(nowMs / (5 * minute)) * 5 * minute;
  let start = base;
  for (let i = 0; i < lineCount + liveCount; i++) {
    const champ = champs[Math.floor(random() * champs.length)] as ChampSeed;
    const sport = sportById(champ.sportId);
    const home = Math.floor(random() * champ.teams.length);
    let away = Math.floor(random() * (champ.teams.length - 1));
    if (away >= home) away++;
    const [strength1, strength2] = strengths(sport, random);
    const game: GameSeed = {
      id: firstId + i,
      champId: champ.id,
      sportId: champ.sportId,
      opponent1: champ.teams[home] ?? 'Home',
      opponent2: champ.teams[away] ?? 'Away',
      startAt: start,
      status: 0,
      timeSec: 0,
      score1: 0,
      score2: 0,
      strength1,
      strength2,
    };
    if (i < liveCount) {
      const duration = gameDurationSec(sport);
      const elapsed = Math.floor(duration * (0.05 + random() * 0.8));
      game.status = 2;
      game.timeSec = elapsed;
      game.startAt = nowMs - elapsed * 1000;
      const model = sport.model;
      if (model.kind === 'goals') {
        game.score1 = scoreDraw((strength1 * elapsed) / duration, random);
        game.score2 = scoreDraw((strength2 * elapsed) / duration, random);
      } else if (model.kind === 'sets') {
        const played = Math.floor(elapsed / model.secondsPerSet);
        const p = strength1 / (strength1 + strength2);
        for (let s = 0; s < played; s++) {
          const home = random() < p;
          // the game stays open: a set that would decide it is not drawn here
          if ((home ? game.score1 : game.score2) + 1 >= model.setsToWin) break;
          if (home) game.score1++;
          else game.score2++;
        }
        game.timeSec = (game.score1 + game.score2) * model.secondsPerSet + Math.floor(random() * model.secondsPerSet * 0.8);
        game.startAt = nowMs - game.timeSec * 1000;
      }
    } else {
      start += (5 + Math.floor(random() * 4) * 5) * minute * (i < liveCount + 60 ? 0.5 : 1.25);
      game.startAt = Math.round(start / minute) * minute;
    }
    games.push(game);
  }
  return games;
}

/** A score for an expected value: Poisson for small means, its normal approximation for large ones. */
export function scoreDraw(mean: number, random: () => number): number {
  if (mean < 30) return poissonDraw(mean, random);
  const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.max(0, Math.round(mean + Math.sqrt(mean) * gaussian));
}

/** Games with their priced markets, as `writeGames` writes them. */
export interface PricedGames {
  readonly games: readonly GameSeed[];
  readonly markets: ReadonlyArray<readonly [number, number, number, number, number, string, number | null, number, boolean, boolean, number]>;
}

/**
 * Prices the markets of `games` (CPU work only: the demo seed's ~450 games take seconds on a busy
 * machine, so a seed prices them before its transaction opens, and no transaction waits on it past
 * the server's idle-in-transaction limit).
 */
export function priceGames(games: readonly GameSeed[]): PricedGames {
  const markets: Array<[number, number, number, number, number, string, number | null, number, boolean, boolean, number]> = [];
  for (const game of games) {
    const sport = sportById(game.sportId);
    const distribution = finalDistribution(sport, { ...game, momentum: 0, format: game.format ?? 0 });
    const margin = game.status === 2 ? MARGIN_LIVE : MARGIN_LINE;
    for (const selection of gameSelections(sport, game.strength1, game.strength2, game.format ?? 0, game.participants)) {
      const priced = priceSelection(selection, distribution, margin);
      markets.push([game.id * 100 + selection.index, game.id, selection.groupId, selection.kind, selection.typeId, selection.name, selection.param, priced.coef, priced.isDecided, selection.isBannedExpress, selection.index]);
    }
  }
  return { games, markets };
}

/** Writes games with their priced markets. */
export async function insertGames(db: Queryable, games: readonly GameSeed[]): Promise<void> {
  await writeGames(db, priceGames(games));
}

/** Writes games priced by `priceGames`. */
export async function writeGames(db: Queryable, { games, markets: rows }: PricedGames): Promise<void> {
  if (games.length === 0) return;
  await db.query(
    `insert into feed_games (id, champ_id, sport_id, opponent1, opponent2, start_at, status, time_sec, period, score1, score2, strength1, strength2, format)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::bigint[], $7::smallint[], $8::int[], $9::smallint[], $10::int[], $11::int[], $12::float8[], $13::float8[], $14::smallint[])`,
    [
      games.map((g) => g.id),
      games.map((g) => g.champId),
      games.map((g) => g.sportId),
      games.map((g) => g.opponent1),
      games.map((g) => g.opponent2),
      games.map((g) => g.startAt),
      games.map((g) => g.status),
      games.map((g) => g.timeSec),
      games.map((g) => (g.status === 2 ? currentPeriod(sportById(g.sportId), g.timeSec, g.score1 + g.score2, g.format ?? 0) : 0)),
      games.map((g) => g.score1),
      games.map((g) => g.score2),
      games.map((g) => g.strength1),
      games.map((g) => g.strength2),
      games.map((g) => g.format ?? 0),
    ],
  );
  for (let from = 0; from < rows.length; from += 4000) {
    const chunk = rows.slice(from, from + 4000);
    const column = <T>(index: number) => chunk.map((row) => row[index] as T);
    await db.query(
      `insert into feed_markets (id, game_id, group_id, kind, type_id, name, param, coef, is_blocked, is_banned_express, position)
       select * from unnest($1::bigint[], $2::int[], $3::int[], $4::smallint[], $5::int[], $6::text[], $7::float8[], $8::numeric[], $9::bool[], $10::bool[], $11::int[])`,
      [column(0), column(1), column(2), column(3), column(4), column(5), column(6), column(7), column(8), column(9), column(10)],
    );
  }
}

/** The period a game is in: by clock for goal sports, by sets played for set sports, the round of a fight, the stage of an outright. */
export function currentPeriod(sport: SportDefinition, timeSec: number, setsPlayed: number, format = 0): number {
  const model = sport.model;
  if (model.kind === 'fight') return fightRoundOf(sport, eventFormat(sport, format), timeSec);
  if (model.kind === 'outright') return Math.min(model.stages, Math.floor(timeSec / model.stageSec) + 1);
  if (model.kind === 'sets') return setsPlayed + 1;
  return Math.min(model.periods, Math.floor(timeSec / (model.durationSec / model.periods)) + 1);
}

/** How many pre-match and live games the seed creates. */
export const SEED_LINE_GAMES = 420;
export const SEED_LIVE_GAMES = 36;

/** Seed step: the catalogue, once per database (idempotent). */
export async function seedFeed(context: AppContext): Promise<void> {
  const [existing] = await context.db.query<{ count: number }>('select count(*)::int as count from feed_sports');
  if ((existing?.count ?? 0) > 0) return;
  const champs = buildChamps();
  const priced = priceGames(buildGames(champs, context.clock.now(), 10_001, SEED_LINE_GAMES, SEED_LIVE_GAMES));
  await context.db.transaction(async (tx) => {
    await tx.query('insert into feed_countries (id, name) select * from unnest($1::int[], $2::text[])', [COUNTRIES.map(([id]) => id), COUNTRIES.map(([, name]) => name)]);
    await tx.query('insert into feed_sports (id, name, is_esport, position) select * from unnest($1::int[], $2::text[], $3::bool[], $4::int[])', [
      SPORTS.map((s) => s.id),
      SPORTS.map((s) => s.name),
      SPORTS.map((s) => s.isEsport),
      SPORTS.map((_s, i) => i + 1),
    ]);
    await tx.query('insert into feed_champs (id, sport_id, country_id, name, position) select * from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::int[])', [
      champs.map((c) => c.id),
      champs.map((c) => c.sportId),
      champs.map((c) => c.countryId),
      champs.map((c) => c.name),
      champs.map((_c, i) => i + 1),
    ]);
    await writeGames(tx, priced);
  });
}

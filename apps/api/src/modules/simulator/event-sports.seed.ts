import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { createRandom, eventFormat, mixSeed, sportById, SPORTS } from '../feed/feed.model';
import { FEED_SEED, insertGames, type GameSeed } from '../feed/feed.seed';

/**
 * The simulator's event sports (issue 16: "Page-type prefixes filter the list as their names say":
 * `ufc`, `politics`, `marble`, document 000 §2): their championships and a schedule of events kept
 * filled. MMA fights (3 rounds on a Fight Night card, 5 in a championship bout), elections of 2 to 4
 * candidates (the result declared after the count, an hour after the polls close) and races of 8
 * marbles every few minutes (2 minutes each, live). Everything is drawn from the seed, the event's
 * id and the clock, so the same seed and start build the same events.
 */

export const MMA_SPORT_ID = 56;
export const POLITICS_SPORT_ID = 78;
export const MARBLE_SPORT_ID = 95;
export const EVENT_SPORT_IDS = [MMA_SPORT_ID, POLITICS_SPORT_ID, MARBLE_SPORT_ID] as const;

/** A championship of an event sport: id, sport, country, English name, the rounds of its fights. */
export interface EventChamp {
  id: number;
  sportId: number;
  countryId: number;
  name: string;
  rounds?: number;
}

export const EVENT_CHAMPS: readonly EventChamp[] = [
  { id: 5601, sportId: MMA_SPORT_ID, countryId: 99, name: 'UFC Fight Night', rounds: 3 },
  { id: 5602, sportId: MMA_SPORT_ID, countryId: 99, name: 'UFC Championship', rounds: 5 },
  { id: 7801, sportId: POLITICS_SPORT_ID, countryId: 6, name: 'USA. Elections' },
  { id: 7802, sportId: POLITICS_SPORT_ID, countryId: 7, name: 'Brazil. Elections' },
  { id: 7803, sportId: POLITICS_SPORT_ID, countryId: 13, name: 'Poland. Elections' },
  { id: 7804, sportId: POLITICS_SPORT_ID, countryId: 5, name: 'France. Elections' },
  { id: 9501, sportId: MARBLE_SPORT_ID, countryId: 99, name: 'Marble League' },
  { id: 9502, sportId: MARBLE_SPORT_ID, countryId: 99, name: 'Marble Grand Prix' },
];

/** The elections' titles (the event's first name; the second says how many candidates stand). */
export const ELECTION_TITLES = ['Presidential election', 'Parliamentary election', 'Mayoral election', 'Senate election'] as const;
/** The second name of an outright: how many entrants it has. */
export const FIELD_NAMES: Readonly<Record<number, string>> = { 2: '2 candidates', 3: '3 candidates', 4: '4 candidates', 8: '8 marbles' };
/** The marble tracks (proper names: a race is named after its track). */
export const MARBLE_TRACKS = ['Glacier Run', 'Sandy Loop', 'Forest Circuit', 'Canyon Drop', 'Harbour Sprint', 'Meadow Mile'] as const;
const MARBLES = ['Azure Comet', 'Ruby Flash', 'Jade Bolt', 'Amber Swirl', 'Onyx Drift', 'Pearl Spark', 'Cobalt Dash', 'Saffron Zip', 'Ivory Glide', 'Scarlet Rush', 'Teal Whirl', 'Violet Storm'];
const FIRST = ['Adrian', 'Bruno', 'Carlos', 'Dmitri', 'Elias', 'Fabio', 'Goran', 'Hector', 'Igor', 'Jamal', 'Kai', 'Lars', 'Milan', 'Nolan', 'Omar', 'Pavel'];
const LAST = ['Alves', 'Brandt', 'Cruz', 'Duarte', 'Eriksen', 'Fonseca', 'Gallo', 'Horvat', 'Ivanov', 'Jurado', 'Kovac', 'Lopes', 'Marin', 'Nunes', 'Okafor', 'Popescu'];

/** How many upcoming events each sport keeps, and the minutes between two of its events. */
export const EVENT_SCHEDULE: Readonly<Record<number, { upcoming: number; everyMinutes: number; firstInMinutes: number }>> = {
  [MMA_SPORT_ID]: { upcoming: 12, everyMinutes: 25, firstInMinutes: 30 },
  [POLITICS_SPORT_ID]: { upcoming: 4, everyMinutes: 9 * 60, firstInMinutes: 120 },
  [MARBLE_SPORT_ID]: { upcoming: 8, everyMinutes: 5, firstInMinutes: 5 },
};

/** One event of a sport, drawn from the seed and its id. */
export function buildEvent(sportId: number, id: number, startAt: number, seed: number): GameSeed {
  const random = createRandom(mixSeed(seed, id, sportId));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const champs = EVENT_CHAMPS.filter((champ) => champ.sportId === sportId);
  const champ = pick(champs);
  const base = { id, champId: champ.id, sportId, startAt, status: 0 as const, timeSec: 0, score1: 0, score2: 0 };
  if (sportId === MMA_SPORT_ID) {
    const first = `${pick(FIRST)} ${pick(LAST)}`;
    let second = `${pick(FIRST)} ${pick(LAST)}`;
    while (second === first) second = `${pick(FIRST)} ${pick(LAST)}`;
    return { ...base, opponent1: first, opponent2: second, strength1: round2(0.6 + random() * 0.8), strength2: round2(0.6 + random() * 0.8), format: champ.rounds ?? 3 };
  }
  const sport = sportById(sportId);
  const count = sportId === POLITICS_SPORT_ID ? 2 + Math.floor(random() * 3) : eventFormat(sport, 0);
  const pool = sportId === POLITICS_SPORT_ID ? FIRST.map((name, index) => `${name} ${LAST[(index * 7) % LAST.length]}`) : MARBLES;
  const participants = shuffle(pool, random).slice(0, count);
  // an outright's stored strengths are 1 and the seed of its entrants' ratings (see `outrightRatings`)
  return {
    ...base,
    opponent1: sportId === POLITICS_SPORT_ID ? pick(ELECTION_TITLES) : pick(MARBLE_TRACKS),
    opponent2: FIELD_NAMES[count] ?? `${count}`,
    strength1: 1,
    strength2: 1000 + Math.floor(random() * 9000),
    format: count,
    participants,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function shuffle<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Keeps each event sport's schedule filled: when fewer than its `upcoming` events wait, new ones
 * follow the last (or start `firstInMinutes` from now), `everyMinutes` apart, on whole minutes.
 * Answers how many events it added. Does nothing before the event sports' championships exist.
 */
export async function replenishEvents(tx: Queryable, now: number, seed: number = FEED_SEED): Promise<number> {
  const rows = await tx.query<{ sport_id: number; waiting: number; last_start: number | null }>(
    `select c.sport_id, count(g.id) filter (where g.status = 0)::int as waiting, max(g.start_at)::bigint as last_start
     from feed_champs c left join feed_games g on g.champ_id = c.id where c.sport_id = any($1::int[]) group by c.sport_id`,
    [[...EVENT_SPORT_IDS]],
  );
  const short = rows.filter((row) => row.waiting < (EVENT_SCHEDULE[row.sport_id]?.upcoming ?? 0));
  if (short.length === 0) return 0;
  // a tick reads the next id only when a schedule runs short
  const [max] = await tx.query<{ max_id: number }>('select coalesce(max(id), 10000)::int as max_id from feed_games');
  let nextId = (max?.max_id ?? 10_000) + 1;
  const minute = 60_000;
  const games: GameSeed[] = [];
  for (const sportId of EVENT_SPORT_IDS) {
    const row = short.find((candidate) => candidate.sport_id === sportId);
    const schedule = EVENT_SCHEDULE[sportId];
    if (!row || !schedule || row.waiting >= schedule.upcoming) continue;
    const first = Math.ceil((now + schedule.firstInMinutes * minute) / minute) * minute;
    let startAt = Math.max(first, Number(row.last_start ?? 0) + schedule.everyMinutes * minute);
    for (let i = row.waiting; i < schedule.upcoming; i++) {
      games.push(buildEvent(sportId, nextId++, startAt, seed));
      startAt += schedule.everyMinutes * minute;
    }
  }
  await insertGames(tx, games);
  return games.length;
}

/**
 * Seed step: the event sports, their championships and their first events, once per database
 * (a database seeded before them gets them at the next start).
 */
export async function seedEventSports(context: AppContext): Promise<void> {
  const [existing] = await context.db.query<{ count: number }>('select count(*)::int as count from feed_champs where sport_id = any($1::int[])', [[...EVENT_SPORT_IDS]]);
  if ((existing?.count ?? 0) > 0) return;
  const sports = SPORTS.filter((sport) => (EVENT_SPORT_IDS as readonly number[]).includes(sport.id));
  await context.db.transaction(async (tx) => {
    await tx.query('insert into feed_sports (id, name, is_esport, position) select * from unnest($1::int[], $2::text[], $3::bool[], $4::int[]) on conflict (id) do nothing', [
      sports.map((sport) => sport.id),
      sports.map((sport) => sport.name),
      sports.map((sport) => sport.isEsport),
      sports.map((sport) => SPORTS.indexOf(sport) + 1),
    ]);
    await tx.query('insert into feed_champs (id, sport_id, country_id, name, position) select * from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::int[])', [
      EVENT_CHAMPS.map((champ) => champ.id),
      EVENT_CHAMPS.map((champ) => champ.sportId),
      EVENT_CHAMPS.map((champ) => champ.countryId),
      EVENT_CHAMPS.map((champ) => champ.name),
      EVENT_CHAMPS.map((champ) => champ.id),
    ]);
    await replenishEvents(tx, context.clock.now());
  });
}

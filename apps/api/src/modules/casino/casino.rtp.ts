import { declaredRtp, fairStream, measureRtp, seededStream, titleSetup, type TitleSetup } from '@kickoff/casino-games';
import { buildCasinoGames, CASINO_CATEGORIES } from './casino.seed';

/**
 * `pnpm --filter @kickoff/api rtp [--rounds N] [--fair] [--only <id,...>]`: plays every catalogue
 * title headlessly (issue 17) and prints its declared RTP against the measured one with the bound
 * (4 standard errors of the measured ratio for that round count). Default 1,000,000 rounds a title;
 * `--rounds` takes fewer for a quick run, the bound printed is the one of that count. `--fair` draws
 * every round from the provably fair stream (HMAC of a fixed server seed, the title as client seed
 * and the round as nonce) instead of the fast seeded stream. Exits 1 when a title is outside its bound.
 */

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const rounds = Number(argument('--rounds') ?? 1_000_000);
const fair = process.argv.includes('--fair');
const only = argument('--only')?.split(',').map(Number);
const categories = new Map(CASINO_CATEGORIES.map((category) => [category.id, category.slug]));
const describe = (setup: TitleSetup) => (setup.kind === 'slot' ? `slot:${setup.model.id}` : setup.kind);
const pct = (value: number) => `${(value * 100).toFixed(3)} %`;

let failures = 0;
const started = Date.now();
console.log(`RTP of every title, ${rounds.toLocaleString('en')} rounds each, ${fair ? 'provably fair stream' : 'seeded stream'}; bound = 4 standard errors`);
console.log(['id', 'title', 'maths', 'declared', 'measured', 'bound ±', 'result'].join('\t'));
for (const game of buildCasinoGames()) {
  if (only && !only.includes(game.id)) continue;
  const setup = titleSetup({ id: game.id, name: game.name, categorySlug: categories.get(game.categoryId) ?? '' });
  const declared = declaredRtp(setup);
  const stream = fair ? (round: number) => fairStream({ serverSeed: 'rtp-run', clientSeed: `title-${game.id}`, nonce: round }) : seededStream(game.id * 7919);
  const result = measureRtp(setup, stream, rounds);
  const ok = Math.abs(result.measured - declared) <= result.bound;
  if (!ok) failures++;
  console.log([game.id, game.name, describe(setup), pct(declared), pct(result.measured), pct(result.bound), ok ? 'ok' : 'OUTSIDE'].join('\t'));
}
console.log(`${failures === 0 ? 'all titles within their bound' : `${failures} title(s) outside their bound`} (${Math.round((Date.now() - started) / 1000)} s)`);
process.exit(failures === 0 ? 0 : 1);

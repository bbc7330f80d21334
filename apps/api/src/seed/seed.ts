import type { AppContext } from '../context';
import { seedSite } from './site.seed';
import { seedContent } from '../modules/content/content.seed';
import { seedAccounts } from '../modules/auth/auth.seed';
import { seedFeed } from '../modules/feed/feed.seed';
import { seedFeedNames } from '../modules/feed/feed.names.seed';
import { seedEventSports } from '../modules/simulator/event-sports.seed';
import { seedCasino } from '../modules/casino/casino.seed';
import { seedDemoBets } from '../modules/betting/betting.seed';
import { seedSeo } from '../seo/seo.seed';

/** One seed step; each is idempotent, so the seed can run at every start. */
export type SeedStep = (context: AppContext) => Promise<void>;

/** The demo seed steps, in order. Modules append theirs here. */
export const SEED_STEPS: ReadonlyArray<{ name: string; run: SeedStep }> = [
  { name: 'site', run: ({ db }) => seedSite(db) },
  { name: 'content', run: ({ db }) => seedContent(db) },
  { name: 'accounts', run: seedAccounts },
  { name: 'feed', run: seedFeed },
  { name: 'event-sports', run: seedEventSports },
  { name: 'feed-names', run: ({ db }) => seedFeedNames(db) },
  { name: 'casino', run: seedCasino },
  { name: 'demo-bets', run: seedDemoBets },
  { name: 'seo', run: ({ db }) => seedSeo(db) },
];

/** Runs every seed step in order. */
export async function seedDemo(context: AppContext): Promise<void> {
  for (const step of SEED_STEPS) {
    const startedAt = Date.now();
    await step.run(context);
    context.logger.info('seeded', { step: step.name, ms: Date.now() - startedAt });
  }
}

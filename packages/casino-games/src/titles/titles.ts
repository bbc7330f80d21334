import { BACCARAT_DECLARED_RTP } from '../baccarat/baccarat';
import { BLACKJACK_DECLARED_RTP } from '../blackjack/blackjack.declared';
import { DICE_RTP } from '../dice/dice';
import { ROULETTE_RTP } from '../roulette/roulette';
import { SLOT_MODELS } from '../slot/slot.models';
import type { SlotModel } from '../slot/slot.types';

/**
 * Which engine and maths table each catalogue title plays. A title's name decides first (a
 * "Roulette" plays roulette), then its category; slots pick one of the slot models by title id, so
 * titles of one category differ in layout and volatility.
 */

/** The game kinds the casino runs. */
export const GAME_KINDS = ['slot', 'roulette', 'blackjack', 'dice', 'baccarat'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** What a title is, as the catalogue holds it. */
export interface TitleRef {
  id: number;
  name: string;
  categorySlug: string;
}

/** The engine and table a title plays. */
export type TitleSetup = { kind: 'slot'; model: SlotModel } | { kind: Exclude<GameKind, 'slot'> };

const BY_NAME: ReadonlyArray<readonly [RegExp, Exclude<GameKind, 'slot'>]> = [
  [/roulette|wheel|bet on numbers/i, 'roulette'],
  [/blackjack|three card|casino war|red dog/i, 'blackjack'],
  [/baccarat|dragon tiger|pai gow|fan tan/i, 'baccarat'],
  [/dice|sic bo|hi-lo|coin flip|plinko|mines/i, 'dice'],
];

const BY_CATEGORY: Readonly<Record<string, Exclude<GameKind, 'slot'>>> = {
  'live-casino': 'roulette',
  'card-games': 'blackjack',
  poker: 'blackjack',
  'crash-games': 'dice',
  'fast-games': 'dice',
  keno: 'dice',
  bingo: 'dice',
  tvgames: 'dice',
  virtualsports: 'dice',
  'skill-games': 'dice',
};

/** The setup of a title. */
export function titleSetup(title: TitleRef): TitleSetup {
  const named = BY_NAME.find(([pattern]) => pattern.test(title.name));
  const kind = named?.[1] ?? BY_CATEGORY[title.categorySlug];
  if (kind) return { kind };
  return { kind: 'slot', model: SLOT_MODELS[title.id % SLOT_MODELS.length] as SlotModel };
}

/**
 * The RTP a title declares (a fraction): a slot's model's exact RTP; roulette 36/37; dice 99 %;
 * baccarat its banker bet (each side's RTP is on the game page); blackjack under the declared
 * strategy.
 */
export function declaredRtp(setup: TitleSetup): number {
  switch (setup.kind) {
    case 'slot':
      return setup.model.declaredRtp;
    case 'roulette':
      return ROULETTE_RTP;
    case 'dice':
      return DICE_RTP;
    case 'baccarat':
      return BACCARAT_DECLARED_RTP.banker;
    case 'blackjack':
      return BLACKJACK_DECLARED_RTP;
  }
}

/** The declared RTP in percent with two decimals, as the catalogue shows it. */
export const declaredRtpPercent = (setup: TitleSetup) => Math.round(declaredRtp(setup) * 10_000) / 100;

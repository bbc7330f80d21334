import type { BonusKind, BonusStatus } from '@kickoff/contracts';
import type { MoneyView } from '../payments/payments.connect';
import type { BonusService } from './bonus.service';

/** One offer as the page states it before the player opts in. */
export interface BonusOfferView {
  kind: BonusKind;
  titleKey: string;
  /** The rule sentence's key and its values. */
  rulesKey: string;
  percent: number | null;
  amount: MoneyView;
  wagerMultiplier: number;
  validDays: number;
  canOptIn: boolean;
  /** Why the offer cannot be taken now, or null. */
  unavailableKey: string | null;
}

/** One bonus of the player. */
export interface BonusView {
  id: number;
  statusKey: string;
  status: BonusStatus;
  amount: MoneyView;
  wagered: MoneyView;
  required: MoneyView;
  progressPercent: number;
  isOpen: boolean;
  /** The deadline's label key (deposit awaited, wager due, or ended) and its time. */
  deadlineKey: string;
  deadlineMs: number;
  /** Whole hours left while open (rounded up), else null. */
  hoursLeft: number | null;
  confirmingCancel: boolean;
  /** The confirmation's sentence: what is forfeited. */
  cancelWarningKey: string;
}

/** What a bonus page (deposit or wager) draws. */
export interface BonusPageView {
  titleKey: string;
  loading: boolean;
  failed: boolean;
  busy: boolean;
  errorKey: string | null;
  noticeKey: string | null;
  offer: BonusOfferView | null;
  bonuses: BonusView[];
  emptyKey: string | null;
  /** How stakes count (the project's rule, stated on the page). */
  countingKey: string;
}

const OPEN: readonly BonusStatus[] = ['awaiting_deposit', 'wagering'];

/** The view model of the office page of one kind of bonus. */
export function connectBonusPage(service: BonusService, kind: BonusKind): BonusPageView {
  const overview = service.overview;
  const offer = overview?.offers.find((candidate) => candidate.kind === kind) ?? null;
  const bonuses = (overview?.bonuses ?? []).filter((bonus) => bonus.kind === kind);
  const hasOpenOther = (overview?.bonuses ?? []).some((bonus) => bonus.kind !== kind && OPEN.includes(bonus.status));
  const taken = bonuses.length > 0;
  return {
    titleKey: `bonus_${kind}_title`,
    loading: service.loadState === 'loading',
    failed: service.loadState === 'failed',
    busy: service.busy,
    errorKey: service.errorKey,
    noticeKey: service.noticeKey,
    offer: offer
      ? {
          kind,
          titleKey: `bonus_${kind}_offer_title`,
          rulesKey: `bonus_${kind}_offer_rules`,
          percent: offer.percent,
          amount: { minor: offer.amountMinor, iso: offer.currency },
          wagerMultiplier: offer.wagerMultiplier,
          validDays: offer.validDays,
          canOptIn: offer.available && !service.busy,
          unavailableKey: offer.available ? null : taken ? 'bonus_offer_taken' : hasOpenOther ? 'bonus_offer_other_open' : 'bonus_offer_unavailable',
        }
      : null,
    bonuses: bonuses.map((bonus) => {
      const isOpen = OPEN.includes(bonus.status);
      const deadlineMs = isOpen ? bonus.expiresAt : (bonus.endedAt ?? bonus.expiresAt);
      return {
        id: bonus.id,
        status: bonus.status,
        statusKey: `bonus_status_${bonus.status}`,
        amount: { minor: bonus.amountMinor, iso: bonus.currency },
        wagered: { minor: bonus.wageredMinor, iso: bonus.currency },
        required: { minor: bonus.wagerRequiredMinor, iso: bonus.currency },
        progressPercent: bonus.progressPercent,
        isOpen,
        deadlineKey: bonus.status === 'awaiting_deposit' ? 'bonus_deposit_by' : bonus.status === 'wagering' ? 'bonus_wager_by' : 'bonus_ended_at',
        deadlineMs,
        hoursLeft: isOpen ? Math.max(0, Math.ceil((bonus.expiresAt - service.nowMs) / 3_600_000)) : null,
        confirmingCancel: service.confirmingCancelId === bonus.id,
        cancelWarningKey: bonus.status === 'wagering' ? 'bonus_cancel_forfeits' : 'bonus_cancel_no_bonus_yet',
      };
    }),
    emptyKey: service.loadState === 'ready' && bonuses.length === 0 ? 'bonus_none_yet' : null,
    countingKey: 'bonus_counting_rule',
  };
}

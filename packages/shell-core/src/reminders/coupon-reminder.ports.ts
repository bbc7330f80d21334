import type { ServiceIdentifier } from 'inversify';
import type { CouponReminderBet } from './reminders.rules';

/**
 * The coupon as the reminder reads it: its bets, observable (MobX), in the order they were added.
 * The app binds coupon-core's `CouponService` here; a shell without a coupon binds nothing and runs
 * no reminder.
 */
export interface CouponReminderSource {
  readonly bets: readonly CouponReminderBet[];
}

/** Container identifier of the `CouponReminderSource` port. */
export const CouponReminderSource = Symbol.for('CouponReminderSource') as ServiceIdentifier<CouponReminderSource>;

import type { MoneyView } from '@kickoff/accounts-core';
import { currencyDecimals } from '@kickoff/coupon-core/rules';
import { formatMoney } from '../../../features/format/format';

/** An amount of a view model (minor units and ISO code) in the page language. */
export function moneyText(value: MoneyView, language: string): string {
  return formatMoney(value.minor, value.iso, currencyDecimals(value.iso), language);
}

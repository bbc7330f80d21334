import type { LimitValueView } from '@kickoff/limits-core';
import { currencyDecimals } from '@kickoff/coupon-core/rules';
import type { TFunction } from 'i18next';
import { formatMoney } from '../format/format';

/** A limit value of a view model as text: its key with the count, or the amount formatted in its currency. */
export function limitValueText(t: TFunction, value: LimitValueView, language: string): string {
  const money = value.money;
  if (money) return t(value.key, { value: formatMoney(money.minor, money.currencyIso, currencyDecimals(money.currencyIso), language) });
  return value.count === undefined ? t(value.key) : t(value.key, { count: value.count, value: value.count });
}

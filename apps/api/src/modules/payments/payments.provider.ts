import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ProviderCallback, type PaymentStatus } from '@kickoff/contracts';
import type { ApiSettings, AppContext } from '../../context';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { nowSeconds } from '../auth/auth.session';
import { finishPayment, lockPayment, type PaymentRow } from './payments.service';

/**
 * The demo payment provider (issue 13). It stands where a real provider would: the player pays on
 * its hosted page (`/demo-pay/:providerRef`, a plain server page), then the provider reports the
 * outcome to the API's callback, signed with HMAC-SHA256 over the raw body with the shared secret.
 * The API trusts nothing else: a callback with a wrong signature, an old timestamp, a replayed
 * event id or another amount is refused with a code, and the money moves once.
 */

/** A callback older (or newer) than this is refused as expired. */
export const CALLBACK_MAX_AGE_SECONDS = 300;

/** Codes of refused callbacks. */
export const CallbackErrorCode = {
  signature: 'callback_signature_invalid',
  expired: 'callback_expired',
  replayed: 'callback_replayed',
  mismatch: 'callback_mismatch',
  invalid: 'callback_invalid',
} as const;

/** The shared secret of the provider: the setting, or one derived from the token secret. */
export function providerSecret(settings: ApiSettings): string {
  return (
    settings.paymentProviderSecret ??
    createHmac('sha256', settings.tokenSecret).update('demo-payment-provider').digest('hex')
  );
}

/** Hex HMAC-SHA256 of `rawBody` with `secret`. */
export function signCallback(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

function signatureMatches(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/**
 * Applies a provider callback: verifies the signature over `rawBody`, the age, the event id (once)
 * and the amount, then moves the payment (see `finishPayment`). Answers the payment's status.
 */
export async function applyProviderCallback(
  context: AppContext,
  rawBody: string,
  signature: string | undefined,
): Promise<{ accepted: true; status: PaymentStatus }> {
  if (!signatureMatches(signCallback(providerSecret(context.settings), rawBody), signature)) {
    throw new DomainError(
      DomainErrorKind.unauthenticated,
      CallbackErrorCode.signature,
      'payments_callback_refused',
    );
  }
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(rawBody);
  } catch {
    throw new DomainError(DomainErrorKind.invalid, CallbackErrorCode.invalid, 'payments_callback_refused');
  }
  const parsed = ProviderCallback.safeParse(parsedJson);
  if (!parsed.success)
    throw new DomainError(DomainErrorKind.invalid, CallbackErrorCode.invalid, 'payments_callback_refused');
  const event = parsed.data;
  const now = nowSeconds(context);
  if (Math.abs(now - event.sentAt) > CALLBACK_MAX_AGE_SECONDS)
    throw new DomainError(
      DomainErrorKind.unauthenticated,
      CallbackErrorCode.expired,
      'payments_callback_refused',
    );
  return context.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, { providerRef: event.providerRef });
    const [fresh] = await tx.query<{ event_id: string }>(
      'insert into payment_callbacks (event_id, payment_id, status, received_at) values ($1, $2, $3, $4) on conflict (event_id) do nothing returning event_id',
      [event.eventId, payment.id, event.status, now],
    );
    if (!fresh)
      throw new DomainError(
        DomainErrorKind.conflict,
        CallbackErrorCode.replayed,
        'payments_callback_refused',
      );
    if (event.amountMinor !== payment.amount_minor || event.currencyIso !== payment.currency_iso)
      throw new DomainError(
        DomainErrorKind.conflict,
        CallbackErrorCode.mismatch,
        'payments_callback_refused',
      );
    if (event.status === 'pending' && payment.status === 'pending')
      return { accepted: true as const, status: payment.status };
    const moved = await finishPayment(
      tx,
      payment,
      event.status,
      event.status === 'declined' ? 'declined_by_provider' : null,
      now,
    );
    return { accepted: true as const, status: moved.status };
  });
}

/** What the player chose on the hosted page, and the status the provider reports for it. */
export const PAGE_ACTIONS = {
  pay: 'succeeded',
  transfer: 'pending',
  decline: 'declined',
  cancel: 'cancelled',
} as const satisfies Record<string, PaymentStatus>;
export type PageAction = keyof typeof PAGE_ACTIONS;

/** The onpay page of the product a status returns to (document 000 §2: onpay success, fail, pending, cancel). */
export function returnPath(
  payment: Pick<PaymentRow, 'status' | 'return_language' | 'client_payment_id' | 'kind'>,
): string {
  const result = {
    succeeded: 'success',
    declined: 'fail',
    cancelled: 'cancel',
    pending: 'pending',
    created: 'pending',
  }[payment.status];
  const withdraw = payment.kind === 'withdrawal' ? 'withdraw/' : '';
  return `/${payment.return_language}/onpay/${withdraw}${result}?paymentId=${encodeURIComponent(payment.client_payment_id)}`;
}

/** A signed callback body for a page action (what the provider sends to the API). */
export function buildCallback(
  context: AppContext,
  payment: PaymentRow,
  action: PageAction,
): { rawBody: string; signature: string } {
  const body: ProviderCallback = {
    eventId: `evt_${randomBytes(12).toString('base64url')}`,
    providerRef: payment.provider_ref,
    status: PAGE_ACTIONS[action],
    amountMinor: payment.amount_minor,
    currencyIso: payment.currency_iso,
    sentAt: nowSeconds(context),
  };
  const rawBody = JSON.stringify(body);
  return { rawBody, signature: signCallback(providerSecret(context.settings), rawBody) };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** The amount as the provider prints it: minor units with two decimals and the ISO code. */
function formatAmount(amountMinor: number, currencyIso: string): string {
  const whole = Math.floor(amountMinor / 100);
  const cents = String(amountMinor % 100).padStart(2, '0');
  return `${whole}.${cents} ${currencyIso}`;
}

/** The provider's hosted page (English: it is the provider's page, not the product's). */
export function renderProviderPage(payment: PaymentRow | null, notice: string | null = null): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo payment provider</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;background:#eef1f5;margin:0;padding:24px;color:#1c2430}main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}h1{font-size:18px;margin:0 0 4px}p{margin:8px 0}.amount{font-size:28px;font-weight:700;margin:16px 0}form{margin:8px 0}button{width:100%;padding:12px;font-size:16px;border-radius:8px;border:1px solid #c5ccd6;background:#f7f9fb;cursor:pointer}button.primary{background:#1f7a3a;color:#fff;border-color:#1f7a3a}.note{color:#5b6675;font-size:13px}</style></head><body><main>`;
  if (!payment)
    return `${head}<h1>Demo payment provider</h1><p>This payment does not exist.</p></main></body></html>`;
  const amount = escapeHtml(formatAmount(payment.amount_minor, payment.currency_iso));
  const back = escapeHtml(returnPath(payment));
  if (payment.status !== 'created') {
    return `${head}<h1>Demo payment provider</h1>${notice ? `<p>${escapeHtml(notice)}</p>` : ''}<p>Payment of ${amount}: <strong data-testid="provider-status">${escapeHtml(payment.status)}</strong>.</p><p><a href="${back}">Return to the shop</a></p></main></body></html>`;
  }
  const ref = escapeHtml(payment.provider_ref);
  const button = (action: PageAction, label: string, primary = false) =>
    `<form method="post" action="/demo-pay/${ref}/${action}"><button type="submit" data-testid="provider-${action}"${primary ? ' class="primary"' : ''}>${label}</button></form>`;
  return `${head}<h1>Demo payment provider</h1><p class="note">A test page: no real money moves. Pay with card ${escapeHtml(payment.method_id)}.</p>
<p>Payment to Kickoff</p><p class="amount" data-testid="provider-amount">${amount}</p>
${button('pay', 'Pay', true)}${button('transfer', 'Pay by bank transfer (confirmed later)')}${button('decline', 'Decline (card refused)')}${button('cancel', 'Cancel and return')}
</main></body></html>`;
}

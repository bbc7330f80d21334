import { randomBytes } from 'node:crypto';

/** A payment answer as tests read it. */
export interface TestPayment {
  id: number;
  paymentId: string;
  status: string;
  redirectUrl: string | null;
  balanceMinor: number;
}

/**
 * Deposits `amountMinor` the way a player does: creates the deposit, then presses `action` on the
 * demo provider's page (`pay` by default), whose signed callback settles it. Answers the payment as
 * the API reports it afterwards. Throws when the API refuses the deposit.
 */
export async function payDeposit(
  api: { baseUrl: string },
  cookie: string,
  amountMinor: number,
  options: { action?: 'pay' | 'transfer' | 'decline' | 'cancel'; paymentId?: string } = {},
): Promise<TestPayment> {
  const paymentId = options.paymentId ?? `seed-${randomBytes(8).toString('hex')}`;
  const created = await fetch(`${api.baseUrl}/web-api/payments/v1/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ paymentId, amountMinor }),
  });
  const payment = (await created.json()) as TestPayment;
  if (!created.ok) throw new Error(`deposit answered ${created.status}: ${JSON.stringify(payment)}`);
  if (!payment.redirectUrl) return payment;
  const page = await fetch(`${api.baseUrl}${payment.redirectUrl}/${options.action ?? 'pay'}`, {
    method: 'POST',
    redirect: 'manual',
  });
  if (page.status !== 303) throw new Error(`the provider page answered ${page.status}: ${await page.text()}`);
  const after = await fetch(
    `${api.baseUrl}/web-api/payments/v1/payment?paymentId=${encodeURIComponent(paymentId)}&kind=deposit`,
    { headers: { cookie } },
  );
  return (await after.json()) as TestPayment;
}

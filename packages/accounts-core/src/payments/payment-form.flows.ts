import {
  isApiError,
  PaymentsApi,
  type Payment,
  type PaymentKind,
  type PaymentMethod,
} from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Accounts, type AccountsService } from '../accounts/accounts.service';
import { PaymentIdSource, PaymentPage } from './payments.ports';
import {
  amountError,
  boundsFor,
  methodsFor,
  parseAmountMinor,
  paymentCurrencyDecimals,
  type AmountError,
} from './payments.rules';

/** A refusal as the view shows it: the dictionary key, the code and the values it names. */
export interface PaymentError {
  code: string;
  key: string;
  /** Minor-unit bounds of an `amount_out_of_bounds` refusal. */
  bounds: { minMinor: number; maxMinor: number } | null;
}

/** The error of a failed call: the server's code and key, bounds when it names them. */
export function paymentErrorOf(error: unknown): PaymentError {
  if (!isApiError(error)) return { code: 'network_error', key: 'main_network_error', bounds: null };
  const details = error.body?.details as { minMinor?: unknown; maxMinor?: unknown } | undefined;
  const bounds =
    typeof details?.minMinor === 'number' && typeof details.maxMinor === 'number'
      ? { minMinor: details.minMinor, maxMinor: details.maxMinor }
      : null;
  return { code: error.code, key: error.messageKey, bounds };
}

/** Where a money form stands. */
export type PaymentFormStep = 'loading' | 'form' | 'sending' | 'redirecting' | 'failed';

/**
 * The money form shared by deposit and withdrawal (document 000 §2 `office/recharge`,
 * `office/deduce`): the methods that take the active account's currency, the amount typed in major
 * units and checked against the method's bounds before sending. One payment id per intent: a retry
 * after a lost answer sends the same id (the API answers the same payment), a changed amount or
 * method makes a new one.
 */
export class MoneyForm {
  step: PaymentFormStep = 'loading';
  methods: PaymentMethod[] = [];
  methodId: string | null = null;
  amountText = '';
  error: PaymentError | null = null;
  /** Shown once the amount was touched or a send was tried. */
  showAmountError = false;
  private intentId: string | null = null;

  constructor(
    readonly kind: PaymentKind,
    private readonly api: PaymentsApi,
    private readonly accounts: AccountsService,
    private readonly ids: PaymentIdSource,
    private readonly afterLoad: () => Promise<void> = async () => {},
  ) {
    makeAutoObservable<this, 'api' | 'accounts' | 'ids' | 'afterLoad' | 'intentId'>(
      this,
      { kind: false, api: false, accounts: false, ids: false, afterLoad: false, intentId: false },
      { autoBind: true },
    );
  }

  /** The active account's currency, or null before the accounts are known. */
  get currencyIso(): string | null {
    return this.accounts.activeAccount?.iso ?? null;
  }

  get balanceMinor(): number | null {
    return this.accounts.activeAccount?.money ?? null;
  }

  /** The methods of this kind that take the active account's currency. */
  get availableMethods(): PaymentMethod[] {
    return methodsFor(this.methods, this.kind, this.currencyIso);
  }

  get method(): PaymentMethod | undefined {
    return this.availableMethods.find((method) => method.id === this.methodId) ?? this.availableMethods[0];
  }

  get bounds() {
    return boundsFor(this.method, this.currencyIso);
  }

  get amountMinor(): number | null {
    return parseAmountMinor(this.amountText, paymentCurrencyDecimals(this.currencyIso ?? ''));
  }

  get amountError(): AmountError | null {
    return amountError(this.amountMinor, this.bounds, this.kind === 'withdrawal' ? this.balanceMinor : null);
  }

  get canSend(): boolean {
    return this.step === 'form' && this.method !== undefined && this.amountError === null;
  }

  /** Loads the methods (and the accounts when not known yet). */
  async load(): Promise<void> {
    this.step = 'loading';
    this.error = null;
    try {
      const [methods] = await Promise.all([
        this.api.getMethods(),
        this.accounts.data ? Promise.resolve(true) : this.accounts.refresh(),
      ]);
      runInAction(() => {
        this.methods = methods;
        this.step = 'form';
      });
      await this.afterLoad();
    } catch (error) {
      runInAction(() => {
        this.error = paymentErrorOf(error);
        this.step = 'failed';
      });
    }
  }

  selectMethod(methodId: string): void {
    if (!this.availableMethods.some((method) => method.id === methodId) || methodId === this.methodId) return;
    this.methodId = methodId;
    this.intentId = null;
  }

  setAmount(text: string): void {
    if (text === this.amountText) return;
    this.amountText = text;
    this.intentId = null;
    this.error = null;
  }

  /** Clears the amount after a payment went through. */
  clearAmount(): void {
    this.amountText = '';
    this.showAmountError = false;
  }

  /** Shows the form as leaving for the provider's page. */
  markRedirecting(): void {
    this.step = 'redirecting';
  }

  /** Marks the amount as touched: its error shows from now on. */
  touchAmount(): void {
    this.showAmountError = true;
  }

  /** Sends the payment if the form holds; answers the payment or null (the error is set). */
  async send(language: string): Promise<Payment | null> {
    this.showAmountError = true;
    const method = this.method;
    const amountMinor = this.amountMinor;
    const accountId = this.accounts.activeAccount?.id;
    if (!this.canSend || !method || amountMinor === null || accountId === undefined) return null;
    this.intentId ??= this.ids.next();
    this.step = 'sending';
    this.error = null;
    const request = { paymentId: this.intentId, amountMinor, methodId: method.id, accountId, language };
    try {
      const payment =
        this.kind === 'deposit' ? await this.api.deposit(request) : await this.api.withdraw(request);
      runInAction(() => {
        this.intentId = null;
        this.step = 'form';
      });
      return payment;
    } catch (error) {
      runInAction(() => {
        this.error = paymentErrorOf(error);
        this.step = 'form';
      });
      return null;
    }
  }
}

/**
 * Deposit (document 000 §2 `office/recharge`, issue 13): the player picks a method and an amount;
 * the API creates the payment and the player leaves for the provider's page to pay. The balance
 * changes only when the provider reports the payment paid (the onpay pages show the outcome).
 */
@injectable()
export class DepositFlow {
  readonly form: MoneyForm;

  constructor(
    @inject(PaymentsApi) api: PaymentsApi,
    @inject(Accounts) accounts: AccountsService,
    @inject(PaymentIdSource) ids: PaymentIdSource,
    @inject(PaymentPage) private readonly page: PaymentPage,
  ) {
    this.form = new MoneyForm('deposit', api, accounts, ids);
    makeAutoObservable<this, 'page'>(this, { form: false, page: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.form.load();
  }

  /** Creates the deposit and opens the provider's page. */
  async submit(language: string): Promise<void> {
    const payment = await this.form.send(language);
    if (!payment?.redirectUrl) return;
    this.form.markRedirecting();
    this.page.assign(payment.redirectUrl);
  }
}

/**
 * Withdrawal (document 000 §2 `office/deduce`, issue 13): the money is reserved at once (the balance
 * drops) and the payment waits for the cashier; while it is pending the player may cancel it and
 * the money comes back. Refusals (ban, open bonus wager, self-exclusion, time-out) come from the API.
 */
@injectable()
export class WithdrawalFlow {
  readonly form: MoneyForm;
  pending: Payment[] = [];
  /** The last withdrawal sent or cancelled from this page. */
  lastPayment: Payment | null = null;
  cancelling: number | null = null;
  error: PaymentError | null = null;

  constructor(
    @inject(PaymentsApi) private readonly api: PaymentsApi,
    @inject(Accounts) private readonly accounts: AccountsService,
    @inject(PaymentIdSource) ids: PaymentIdSource,
  ) {
    this.form = new MoneyForm('withdrawal', api, accounts, ids, () => this.loadPending());
    makeAutoObservable<this, 'api' | 'accounts'>(
      this,
      { form: false, api: false, accounts: false },
      { autoBind: true },
    );
  }

  load(): Promise<void> {
    this.lastPayment = null;
    return this.form.load();
  }

  async loadPending(): Promise<void> {
    try {
      const pending = await this.api.listPayments({ kind: 'withdrawal', status: 'pending' });
      runInAction(() => {
        this.pending = pending;
      });
    } catch (error) {
      runInAction(() => {
        this.error = paymentErrorOf(error);
      });
    }
  }

  /** Requests the withdrawal; on success the form clears, the balance and the pending list refresh. */
  async submit(language: string): Promise<void> {
    const payment = await this.form.send(language);
    if (!payment) return;
    runInAction(() => {
      this.lastPayment = payment;
    });
    this.form.clearAmount();
    await Promise.all([this.accounts.refresh(), this.loadPending()]);
  }

  /** Cancels a pending withdrawal: the money comes back to the account. */
  async cancel(paymentId: number): Promise<void> {
    if (this.cancelling !== null) return;
    this.cancelling = paymentId;
    this.error = null;
    try {
      const cancelled = await this.api.cancel(paymentId);
      runInAction(() => {
        this.lastPayment = cancelled;
      });
      await Promise.all([this.accounts.refresh(), this.loadPending()]);
    } catch (error) {
      runInAction(() => {
        this.error = paymentErrorOf(error);
      });
    } finally {
      runInAction(() => {
        this.cancelling = null;
      });
    }
  }
}

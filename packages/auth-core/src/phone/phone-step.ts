import type { PhoneCountry, PhoneMask } from '@kickoff/contracts';
import type { Clock } from '@kickoff/platform';
import { makeAutoObservable, runInAction } from 'mobx';
import { Countdown } from '../shared/countdown';
import { formErrorsOf, retryAfterSecondsOf, type FormErrors } from '../shared/form-errors.rules';
import type { PhoneDirectoryService } from './phone-directory.service';
import { limitPhoneDigits, maskPhone, maskPlaceholder, phoneNumberError, selectedCountry, smsCodeError } from './phone.rules';

/** A phone number as the calls take it. */
export interface PhoneNumberFields {
  phone_number: string;
  country_code: string;
}

/** Sends a code to a phone and answers when another may be asked for. */
export type CodeSender = (phone: PhoneNumberFields) => Promise<{ resendAfterSeconds: number }>;

/**
 * The one phone-and-SMS step every form shares (login by SMS, phone registration, recovery by phone):
 * country, number through the country's mask, send a code, the resend countdown on the Clock, the
 * code typed. The owning flow supplies the call that sends the code.
 */
export class PhoneSmsStep {
  countryCode = '';
  digits = '';
  code = '';
  /** A code went out for the number shown. */
  codeSent = false;
  sending = false;
  /** Resend wait (seconds left). */
  readonly resend: Countdown;

  constructor(
    private readonly directory: PhoneDirectoryService,
    clock: Clock,
  ) {
    this.resend = new Countdown(clock);
    makeAutoObservable<this, 'directory'>(this, { directory: false, resend: false }, { autoBind: true });
  }

  /** Countries to choose from. */
  get countries(): readonly PhoneCountry[] {
    return this.directory.countries;
  }

  /** The country chosen (the first while none is). */
  get country(): PhoneCountry | undefined {
    return selectedCountry(this.directory.countries, this.countryCode);
  }

  get mask(): PhoneMask | undefined {
    return this.directory.maskOf(this.country?.id);
  }

  /** The number as shown through the mask. */
  get display(): string {
    return maskPhone(this.digits, this.mask);
  }

  get placeholder(): string {
    return maskPlaceholder(this.mask);
  }

  get phoneError(): string | null {
    if (!this.country) return 'auth_country_required';
    return phoneNumberError(this.digits, this.mask);
  }

  get codeError(): string | null {
    return smsCodeError(this.code);
  }

  /** The number for a call, or null while it is not valid. */
  get phone(): PhoneNumberFields | null {
    const country = this.country;
    return country && this.phoneError === null ? { phone_number: this.digits, country_code: country.country_code } : null;
  }

  /** Nothing holds a send back (no send in flight, no resend wait); the number is checked on submit. */
  get isSendAllowed(): boolean {
    return !this.sending && this.resend.secondsLeft === 0;
  }

  /** A code may be (re)sent now: allowed and the number is valid. */
  get canSend(): boolean {
    return this.phone !== null && this.isSendAllowed;
  }

  setCountry(code: string): void {
    if (code === this.countryCode) return;
    this.countryCode = code;
    this.digits = limitPhoneDigits(this.digits, this.mask);
    this.codeSent = false;
  }

  /** Keeps the digits of what was typed, cut at the mask's Max. */
  setNumber(text: string): void {
    const digits = limitPhoneDigits(text, this.mask);
    if (digits !== this.digits) this.codeSent = false;
    this.digits = digits;
  }

  setCode(text: string): void {
    this.code = text.replace(/\D+/g, '').slice(0, 6);
  }

  /** Sends a code; the errors of a refused send, or null. A 429 starts the wait the server names. */
  async send(sender: CodeSender): Promise<FormErrors | null> {
    const phone = this.phone;
    if (!phone || !this.canSend) return null;
    this.sending = true;
    try {
      const answer = await sender(phone);
      runInAction(() => {
        this.codeSent = true;
        this.code = '';
        this.resend.start(answer.resendAfterSeconds);
      });
      return null;
    } catch (error) {
      const waitSeconds = retryAfterSecondsOf(error);
      if (waitSeconds !== null) this.resend.start(waitSeconds);
      return formErrorsOf(error);
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** Back to an empty number. */
  reset(): void {
    this.digits = '';
    this.code = '';
    this.codeSent = false;
    this.resend.dispose();
  }

  dispose(): void {
    this.resend.dispose();
  }
}

import type { CaptchaChallenge } from '@kickoff/contracts';

/** The captcha dialog as a view draws it. */
export interface CaptchaView {
  open: boolean;
  titleKey: 'auth_captcha_title';
  /** The challenge's SVG markup (the view shows it as an image). */
  image: string | null;
  answer: string;
  messageKey: string | null;
  submitEnabled: boolean;
  /** The answer was sent and waits for the proof of work (issue 19): the button says so. */
  working: boolean;
  submitLabelKey: 'auth_captcha_submit' | 'main_loading';
}

/** Pure view model of the captcha prompt. */
export function connectCaptcha(state: { challenge: CaptchaChallenge | null; answerText: string; messageKey: string | null; canAnswer: boolean; working?: boolean }): CaptchaView {
  const working = state.working ?? false;
  return {
    open: state.challenge !== null,
    titleKey: 'auth_captcha_title',
    image: state.challenge?.image ?? null,
    answer: state.answerText,
    messageKey: state.messageKey,
    submitEnabled: state.canAnswer,
    working,
    submitLabelKey: working ? 'main_loading' : 'auth_captcha_submit',
  };
}

import { CaptchaPrompt, connectCaptcha } from '@kickoff/auth-core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { Field, Modal } from './Modal';

/** The captcha challenge the API asked for (auth-core's prompt), shown over whatever form sent the call. */
export const CaptchaDialog = observer(function CaptchaDialog() {
  const { t } = useTranslation();
  const prompt = useService(CaptchaPrompt);
  const view = connectCaptcha(prompt);
  if (!view.open || view.image === null) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    prompt.submit();
  };
  return (
    <Modal title={t(view.titleKey)} onClose={prompt.cancel} testId="captcha-modal">
      <form className="auth-form captcha" onSubmit={submit}>
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.image)}`} alt={t(view.titleKey)} width={200} height={70} />
        <Field label={t('auth_captcha_answer')} error={view.messageKey ?? undefined}>
          {(field) => <input {...field} value={view.answer} onChange={(event) => prompt.setAnswer(event.target.value)} autoComplete="off" data-testid="captcha-answer" />}
        </Field>
        <button type="submit" className="button button--primary" disabled={!view.submitEnabled} aria-busy={view.working}>
          {t(view.submitLabelKey)}
        </button>
      </form>
    </Modal>
  );
});

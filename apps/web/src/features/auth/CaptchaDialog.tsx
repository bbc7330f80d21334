import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { CaptchaPromptId } from './captcha-prompt.store';
import { Field, Modal } from './Modal';

/** The captcha challenge the API asked for, shown over whatever form sent the call. */
export const CaptchaDialog = observer(function CaptchaDialog() {
  const { t } = useTranslation();
  const prompt = useService(CaptchaPromptId);
  const [text, setText] = useState('');
  if (!prompt.challenge) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    prompt.answer(text);
    setText('');
  };
  return (
    <Modal title={t('auth_captcha_title')} onClose={prompt.cancel} testId="captcha-modal">
      <form className="auth-form captcha" onSubmit={submit}>
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(prompt.challenge.image)}`} alt={t('auth_captcha_title')} width={200} height={70} />
        <Field label={t('auth_captcha_answer')} error={prompt.request && prompt.request.attempt > 1 ? 'auth_captcha_wrong' : undefined}>
          {(field) => <input {...field} value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" data-testid="captcha-answer" />}
        </Field>
        <button type="submit" className="button button--primary">
          {t('auth_captcha_submit')}
        </button>
      </form>
    </Modal>
  );
});

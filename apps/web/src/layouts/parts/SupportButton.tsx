import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The support button: leads to the support contacts. */
export function SupportButton({ language }: { language: string }) {
  const { t } = useTranslation();
  return (
    <Link to={`/${language}/information/contacts`} className="support-button" data-testid="support-button">
      <span aria-hidden="true">?</span>
      <span className="visually-hidden">{t('main_support')}</span>
    </Link>
  );
}

import { useTranslation } from 'react-i18next';

/** The first stop of the keyboard: straight to the page's content, past the header and its menus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#content" data-testid="skip-link">
      {t('main_skip_to_content')}
    </a>
  );
}

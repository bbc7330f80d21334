import { useTranslation } from 'react-i18next';

/** The SEO text block under the content (hidden by routes that say so, document 000 §2). */
export function SeoBlock() {
  const { t } = useTranslation();
  return (
    <aside className="seo-block" data-testid="seo-block">
      <p>{t('main_seo_text')}</p>
    </aside>
  );
}

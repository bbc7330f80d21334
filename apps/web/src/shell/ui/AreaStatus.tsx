import { useTranslation } from 'react-i18next';

/** The loading skeleton of an area's place (document 000 §2 "Loading placeholder pages"). */
export function AreaSkeleton({ variant = 'page' }: { variant?: 'page' | 'grid' }) {
  const { t } = useTranslation();
  return (
    <div className={`skeleton skeleton--${variant}`} aria-busy="true" aria-label={t('main_loading')} data-testid="area-skeleton">
      <div className="skeleton__header" />
      {variant === 'grid' ? (
        <>
          <div className="skeleton__grid">
            {Array.from({ length: 16 }, (_, index) => (
              <div key={index} className="skeleton__tile" />
            ))}
          </div>
          <div className="skeleton__other">
            <div className="skeleton__block" />
            <div className="skeleton__block" />
          </div>
        </>
      ) : (
        <div className="skeleton__lines">
          <div className="skeleton__line" />
          <div className="skeleton__line" />
          <div className="skeleton__line skeleton__line--short" />
        </div>
      )}
    </div>
  );
}

/**
 * The error block of an area or remote view (document 000 §2, §4): 'main_dictionary_load_error',
 * 'main_dictionary_refresh_page' and a refresh button.
 */
export function AreaErrorBlock({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="area-error" role="alert" data-testid="area-error">
      <p className="area-error__title">{t('main_dictionary_load_error')}</p>
      <p className="area-error__text">{t('main_dictionary_refresh_page')}</p>
      <button type="button" className="button" onClick={onRefresh}>
        {t('main_refresh')}
      </button>
    </div>
  );
}

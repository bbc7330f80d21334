import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../app/language';
import type { AreaModule, AreaPageProps } from '../area.types';

/**
 * `lotto/{sectionName?}/{lottoId?}` (document 000 §2): the site runs no lottery draws (issue 16 lets
 * the product declare lotto out of scope, named in the README). The page says so plainly and points
 * to what the site does offer; it never shows draws or tickets.
 */
function LottoNotOfferedPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <section className="office-page" data-testid="lotto-not-offered">
      <h1>{t('lotto_title')}</h1>
      <p>{t('lotto_not_offered')}</p>
      <p>
        <Link className="button" to={`/${lng}/line`}>
          {t('main_line')}
        </Link>{' '}
        <Link className="button" to={`/${lng}/live`}>
          {t('main_live')}
        </Link>
      </p>
    </section>
  );
}

/** The lottery area: declared not offered. */
const lotto: AreaModule = { pages: { lotto: LottoNotOfferedPage } };

export default lotto;

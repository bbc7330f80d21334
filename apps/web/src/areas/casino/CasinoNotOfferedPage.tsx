import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../app/language';
import type { AreaModule, AreaPageProps } from '../area.types';

/**
 * A casino route the site does not offer (issue 17; the README's "Casino" section names them): the
 * page says so plainly and leads to the lobby, where every game is.
 */
function NotOffered({ sectionKey }: { sectionKey: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="section-page casino" data-testid="casino-not-offered">
      <h1>{t(sectionKey)}</h1>
      <p>{t('casino_not_offered', { section: t(sectionKey) })}</p>
      <Link className="button" to={`/${language}/casino-lobby`}>
        {t('casino_go_lobby')}
      </Link>
    </div>
  );
}

const notOffered = (sectionKey: string) =>
  function NotOfferedPage(_props: AreaPageProps) {
    return <NotOffered sectionKey={sectionKey} />;
  };

/** The routes of the casino and games areas the site does not offer, by route name. */
export const NOT_OFFERED_PAGES: AreaModule['pages'] = {
  casinoBrand: notOffered('casino_brand_title'),
  fastBet: notOffered('casino_fast_bet'),
  vulkan: notOffered('casino_vulkan_title'),
  bonusGame: notOffered('casino_bonus_games_title'),
  game: notOffered('casino_games_project_title'),
};

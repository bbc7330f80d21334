import { catalogSportsPagesModule, cyberChamps, cyberDisciplines, cyberLineSportId, cyberModeOf, CYBER_MODES, isCyberModeOffered, type CyberMode } from '@kickoff/catalog-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReadState } from '../../app/ReadState';
import { useLanguage } from '../../app/language';
import type { AreaModule, AreaPageProps } from '../area.types';
import { useSportsMenu } from '../betting/betting.data';
import { idOf, segment } from '../betting/betting.paths';
import { GameView } from '../betting/pages/GamePage';
import { SectionGames } from '../betting/pages/SectionPage';
import './cyber.css';

/** The area's head: its title, the modes and the links to the disciplines and championships. */
const CyberHead = observer(function CyberHead({ mode, discipline }: { mode: CyberMode; discipline: number | null }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const menu = useSportsMenu('line')?.data ?? null;
  return (
    <header className="cyber-head">
      <h1>{t('cyber_title')}</h1>
      <nav className="cyber-tabs" aria-label={t('cyber_modes')}>
        {CYBER_MODES.map((item) => (
          <Link key={item} to={`/${lng}/cyber/${item}`} aria-current={item === mode ? 'page' : undefined} data-testid={`cyber-mode-${item}`}>
            {t(`cyber_mode_${item}`)}
          </Link>
        ))}
      </nav>
      {isCyberModeOffered(mode) ? (
        <nav className="cyber-tabs cyber-tabs--disciplines" aria-label={t('cyber_disciplines')} data-testid="cyber-disciplines">
          <Link to={`/${lng}/cyber/${mode}/disciplines`} aria-current={discipline === null ? 'page' : undefined}>
            {t('cyber_all_disciplines')}
          </Link>
          {cyberDisciplines(menu).map((item) => (
            <Link key={item.id} to={`/${lng}/cyber/${mode}/disciplines/${segment(item.id, item.name)}`} aria-current={item.id === discipline ? 'page' : undefined}>
              {item.name} <small>{item.gamesCount}</small>
            </Link>
          ))}
          <Link to={`/${lng}/cyber/${mode}/champs`}>{t('cyber_champs')}</Link>
        </nav>
      ) : null}
    </header>
  );
});

/** `cyber`, `cyber/{mode}`, `cyber/{mode}/disciplines/{discipline?}`: the live esports games and the line of a discipline. */
const CyberPage = observer(function CyberPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const mode = cyberModeOf(match.params['mode']);
  const discipline = idOf(match.params['discipline']);
  const liveMenu = useSportsMenu('live')?.data ?? null;
  const lineMenu = useSportsMenu('line')?.data ?? null;
  const lineSportId = cyberLineSportId(lineMenu, discipline);
  return (
    <div className="cyber-page" data-testid="cyber-page" data-mode={mode}>
      <CyberHead mode={mode} discipline={discipline} />
      {!isCyberModeOffered(mode) ? (
        <p className="cyber-not-offered" data-testid="cyber-not-offered">
          {t(`cyber_mode_${mode}_not_offered`)}
        </p>
      ) : (
        <>
          <section aria-labelledby="cyber-live">
            <h2 id="cyber-live">{t('main_live')}</h2>
            <SectionGames section="live" sportId={discipline} champId={null} pageType="cyber" menu={liveMenu} />
          </section>
          <section aria-labelledby="cyber-line">
            <h2 id="cyber-line">{t('main_line')}</h2>
            {lineSportId === undefined ? (
              <p data-testid="betting-empty">{t('betting_page_type_cyber_empty')}</p>
            ) : (
              <SectionGames section="line" sportId={lineSportId} champId={null} pageType="cyber" menu={lineMenu} />
            )}
          </section>
        </>
      )}
    </div>
  );
});

/** `cyber/{mode}/champs`: the esports championships of the line. */
const CyberChampsPage = observer(function CyberChampsPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const mode = cyberModeOf(match.params['mode']);
  const observed = useSportsMenu('line');
  const menu = observed?.data ?? null;
  const champs = cyberChamps(menu);
  return (
    <div className="cyber-page" data-testid="cyber-champs" data-mode={mode}>
      <CyberHead mode={mode} discipline={null} />
      <h2>{t('cyber_champs')}</h2>
      {!menu ? (
        <ReadState source={observed} />
      ) : champs.length === 0 ? (
        <p data-testid="betting-empty">{t('betting_page_type_cyber_empty')}</p>
      ) : (
        <ul className="cyber-champs">
          {champs.map((champ) => (
            <li key={champ.id}>
              <Link to={`/${lng}/cyber/${mode}/champ/${champ.id}`}>
                <span>{champ.disciplineName}</span> <strong>{champ.name}</strong> <small>{champ.gamesCount}</small>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

/** `cyber/{mode}/champ/{champId}`: the games of an esports championship. */
function CyberChampPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const mode = cyberModeOf(match.params['mode']);
  const champId = idOf(match.params['champId']);
  return (
    <div className="cyber-page" data-testid="cyber-champ" data-mode={mode}>
      <CyberHead mode={mode} discipline={null} />
      {champId === null ? <p role="alert">{t('main_not_found')}</p> : <SectionGames section="line" sportId={null} champId={champId} pageType="cyber" menu={null} />}
    </div>
  );
}

/** `cyber/{mode}/game/{gameId}`: an esports game with its markets, the game page's view. */
function CyberGamePage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const gameId = idOf(match.params['gameId']);
  return gameId === null ? <p role="alert">{t('main_not_found')}</p> : <GameView gameId={gameId} section="line" lng={lng} />;
}

/** The cyber sports area (document 000 §2, issue 16), on the simulator's esports disciplines. */
const cyber: AreaModule = {
  // issue 20: the live rows' multi live button and the game view's match centre come with the area
  // (they are not in the first page's JavaScript), as in the betting area whose views it shows.
  modules: [catalogSportsPagesModule],
  pages: {
    cyberDashboard: CyberPage,
    cyberMode: CyberPage,
    cyberDisciplines: CyberPage,
    cyberChamps: CyberChampsPage,
    cyberChamp: CyberChampPage,
    cyberGame: CyberGamePage,
  },
};

export default cyber;

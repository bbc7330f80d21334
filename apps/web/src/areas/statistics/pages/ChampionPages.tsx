import { connectChampionPage, StatisticsService, type StatGameView } from '@kickoff/catalog-core';
import type { ChampionType } from '@kickoff/contracts';
import { idOf, segment } from '@kickoff/guards-core/routes';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { ReadState } from '../../../app/ReadState';
import { useObserver } from '../../../app/use-observer';
import type { AreaPageProps } from '../../area.types';
import { GameView } from '../../betting/pages/GamePage';
import { ChampStatisticsBlock, HeadToHeadPanel } from '../components/StatisticsParts';
import '../statistics.css';

type ChampionPart = 'home' | 'final';

/** A champion page type's home or final: the championship of its type, or the plain statement that this feed does not offer it. */
const ChampionView = observer(function ChampionView({ championType, part }: { championType: ChampionType; part: ChampionPart }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(StatisticsService);
  const champion = useObserver(() => service.observeChampion(championType), [service, championType]);
  const view = connectChampionPage(champion?.data ?? null, champion?.error ?? null);
  if (!view) return <ReadState source={champion} />;
  if (view.kind === 'notOffered')
    return (
      <section className="section-page stat-page" data-testid="champion-not-offered">
        <h1>{t('statistics_champion_title')}</h1>
        <p>{t(view.messageKey)}</p>
        <Link to={`/${lng}/statistic`}>{t('statistics_title')}</Link>
      </section>
    );
  const champ = view.champ;
  const champSegment = segment(champ.champId, champ.title);
  const hrefOf = (game: StatGameView) => `/${lng}/${championType}/${champSegment}/${segment(game.id, `${game.home} ${game.away}`)}`;
  return (
    <section className="section-page stat-page" data-testid={part === 'home' ? 'champion-home' : 'champion-final'}>
      <h1>{part === 'home' ? champ.title : t('statistics_final_of', { champ: champ.title })}</h1>
      <nav className="champion-nav" aria-label={t('statistics_champion_title')}>
        <Link to={`/${lng}/${championType}`} aria-current={part === 'home' ? 'page' : undefined}>
          {t('statistics_champion_home')}
        </Link>
        <Link to={`/${lng}/${championType}/final`} aria-current={part === 'final' ? 'page' : undefined}>
          {t('statistics_final')}
        </Link>
      </nav>
      {part === 'final' ? (
        <>
          <p className="stat-note">{t('statistics_final_rule')}</p>
          {view.final ? <HeadToHeadPanel view={view.final} names={champ.names} hrefOf={hrefOf} /> : <p data-testid="final-not-set">{t(view.noFinalKey ?? 'statistics_final_not_set')}</p>}
        </>
      ) : (
        <ChampStatisticsBlock view={champ} names={champ.names} hrefOf={hrefOf} />
      )}
    </section>
  );
});

/** The champion type of a route (the route table admits only the spec's types). */
const typeOf = (params: Readonly<Record<string, string>>) => (params['championType'] ?? 'champ') as ChampionType;

/** Champion page types' home (document 000 §2 "Each champion page type has a home, a game page and a final page"). */
export function ChampionHomePage({ match }: AreaPageProps) {
  return <ChampionView championType={typeOf(match.params)} part="home" />;
}

/** Champion page types' final page: the first two of the table, their meetings and their next game. */
export function ChampionFinalPage({ match }: AreaPageProps) {
  return <ChampionView championType={typeOf(match.params)} part="final" />;
}

/** Champion page types' game page: the game with its markets and match centre, under the champion navigation. */
export function ChampionGamePage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const gameId = idOf(match.params['game']);
  const championType = typeOf(match.params);
  if (gameId === null) return <p role="alert">{t('main_not_found')}</p>;
  return (
    <>
      <nav className="champion-nav" aria-label={t('statistics_champion_title')}>
        <Link to={`/${lng}/${championType}`}>{t('statistics_champion_home')}</Link>
        <Link to={`/${lng}/${championType}/final`}>{t('statistics_final')}</Link>
      </nav>
      <GameView gameId={gameId} section="line" lng={lng} />
    </>
  );
}

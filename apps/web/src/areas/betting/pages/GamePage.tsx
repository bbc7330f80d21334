import type { FeedSection } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AreaPageProps } from '../../area.types';
import { formatClock, formatDateTime } from '../../../features/format/format';
import { idOf, listPath } from '../betting.paths';
import { useGame } from '../betting.data';
import { GameMarkets } from '../components/GameMarkets';
import { MatchCentrePanel } from '../../statistics/components/MatchCentrePanel';
import { statisticsQueryOf } from '@kickoff/catalog-core';
import { ReadState } from '../../../app/ReadState';
import { sectionOf } from './SectionPage';
import { useLanguage } from '../../../app/language';
import { TeamCrest } from '../../../features/crest/TeamCrest';

/** A game with every market group, its live score and clock. */
export const GamePage = observer(function GamePage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const section = sectionOf(match.params);
  const gameId = idOf(match.params['game']);
  if (gameId === null) return <p role="alert">{t('main_not_found')}</p>;
  return <GameView gameId={gameId} section={section} lng={lng} />;
});

/** The game's read model bound to its view. */
export const GameView = observer(function GameView({ gameId, section, lng }: { gameId: number; section: FeedSection; lng: string }) {
  const { t } = useTranslation();
  const observed = useGame(gameId);
  const game = observed?.data ?? null;
  if (!observed || !game) return <ReadState source={observed} />;
  const movementOf = observed.movementOf;
  return (
    <article className="game-page" data-testid="game-page" data-game-id={game.id}>
      <nav className="breadcrumbs" aria-label={t('betting_breadcrumbs')}>
        <Link to={listPath(lng, section)}>{t(section === 'live' ? 'main_live' : 'main_line')}</Link> ›{' '}
        <Link to={listPath(lng, section, { id: game.sportId, name: game.sportName })}>{game.sportName}</Link> ›{' '}
        <Link to={listPath(lng, section, { id: game.sportId, name: game.sportName }, { id: game.champId, name: game.champName })}>{game.champName}</Link>
      </nav>
      <header className="game-page__head">
        <h1>
          {/* issue 18: the teams' generated crests beside their names */}
          <TeamCrest name={game.opponent1Name} size={28} /> {game.opponent1Name} – <TeamCrest name={game.opponent2Name} size={28} /> {game.opponent2Name}
        </h1>
        {game.isLive ? (
          <p className="game-page__live">
            <strong data-testid="game-score">{game.fullScore || game.scoreFormatted}</strong> <span data-testid="game-clock">{formatClock(game.timeSec)}</span>
          </p>
        ) : game.isFinished ? (
          <p>
            {t('betting_finished')} <strong>{game.fullScore}</strong>
          </p>
        ) : (
          <p>{formatDateTime(game.startDateTime, lng)}</p>
        )}
      </header>
      <p className="game-page__links">
        <Link to={`/${lng}/statisticpopup?${statisticsQueryOf(game)}`} data-testid="game-statistics-link">
          {t('statistics_title')}
        </Link>
      </p>
      {game.isLive ? <MatchCentrePanel gameId={game.id} /> : null}
      <GameMarkets game={game} movementOf={movementOf} />
    </article>
  );
});

import { connectFavouriteStar, FavouritesService } from '@kickoff/catalog-core';
import type { FavouriteKind } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';

/** A star that keeps an event or a league among the player's favourites (issue 16); catalog-core's FavouritesService decides. */
export const FavouriteStar = observer(function FavouriteStar({ kind, id, name }: { kind: FavouriteKind; id: number; name: string }) {
  const { t } = useTranslation();
  const service = useService(FavouritesService);
  const view = connectFavouriteStar(service, kind, id);
  return (
    <button type="button" className={`favourite-star${view.isOn ? ' favourite-star--on' : ''}`} aria-pressed={view.isOn} aria-label={t(view.labelKey, { name })} onClick={() => void service.toggle(kind, id)} data-testid="favourite-star" data-kind={kind} data-id={id}>
      <span aria-hidden="true">{view.isOn ? '★' : '☆'}</span>
    </button>
  );
});

import { connectFavouriteStar, FavouritesService } from '@kickoff/catalog-core';
import type { FavouriteKind } from '@kickoff/contracts';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';

/** Props of a star as drawn: whether it is on, the label's key, and what a press does. */
export interface FavouriteStarButtonProps {
  kind: FavouriteKind;
  id: number;
  name: string;
  isOn: boolean;
  labelKey: string;
  /** Stars or unstars (the service's `toggle`; what it answers is not awaited). */
  onToggle: (kind: FavouriteKind, id: number) => unknown;
  t: TFunction;
}

/**
 * The star as drawn from its view (catalog-core `connectFavouriteStar`), with no observer or
 * translation hook of its own (issue 20: a list's row reads its star's state and hands it over, so a
 * list of N rows hydrates N observers instead of 2N).
 */
export const FavouriteStarButton = memo(function FavouriteStarButton({ kind, id, name, isOn, labelKey, onToggle, t }: FavouriteStarButtonProps) {
  return (
    <button type="button" className={`favourite-star${isOn ? ' favourite-star--on' : ''}`} aria-pressed={isOn} aria-label={t(labelKey, { name })} onClick={() => void onToggle(kind, id)} data-testid="favourite-star" data-kind={kind} data-id={id}>
      <span aria-hidden="true">{isOn ? '★' : '☆'}</span>
    </button>
  );
});

/** A star that keeps an event or a league among the player's favourites (issue 16); catalog-core's FavouritesService decides. */
export const FavouriteStar = observer(function FavouriteStar({ kind, id, name }: { kind: FavouriteKind; id: number; name: string }) {
  const { t } = useTranslation();
  const service = useService(FavouritesService);
  const view = connectFavouriteStar(service, kind, id);
  return <FavouriteStarButton kind={kind} id={id} name={name} isOn={view.isOn} labelKey={view.labelKey} onToggle={service.toggle} t={t} />;
});

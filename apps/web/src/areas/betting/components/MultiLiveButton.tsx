import type { MultiLiveButtonView } from '@kickoff/catalog-core';
import type { TFunction } from 'i18next';
import { memo } from 'react';

/** Props of the button as drawn: its view, the game, and what a press does. */
export interface MultiLiveToggleProps {
  gameId: number;
  name: string;
  view: MultiLiveButtonView;
  onToggle: (gameId: number) => void;
  t: TFunction;
}

/**
 * A live row's button adding its game to the multi live view, or taking it out, drawn from its view
 * (catalog-core `connectMultiLiveButton`) with no observer or translation hook of its own (issue 20:
 * the row reads the view and hands it over).
 */
export const MultiLiveToggle = memo(
  function MultiLiveToggle({ gameId, name, view, onToggle, t }: MultiLiveToggleProps) {
    const label = `${t(view.labelKey)}: ${name}`;
    return (
      <button type="button" className="game-row__multi" aria-pressed={view.isPressed} disabled={view.isDisabled} aria-label={label} title={label} onClick={() => onToggle(gameId)} data-testid="multi-add">
        ▦
      </button>
    );
  },
  (before, after) => before.gameId === after.gameId && before.name === after.name && before.onToggle === after.onToggle && before.t === after.t && before.view.labelKey === after.view.labelKey && before.view.isPressed === after.view.isPressed && before.view.isDisabled === after.view.isDisabled,
);


import { connectMultiLiveButton, MultiLiveService } from '@kickoff/catalog-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';

/** A live row's button adding its game to the multi live view, or taking it out (catalog-core `connectMultiLiveButton`). */
export const MultiLiveButton = observer(function MultiLiveButton({ gameId, name }: { gameId: number; name: string }) {
  const { t } = useTranslation();
  const service = useService(MultiLiveService);
  const view = connectMultiLiveButton(service, gameId);
  const label = `${t(view.labelKey)}: ${name}`;
  return (
    <button type="button" className="game-row__multi" aria-pressed={view.isPressed} disabled={view.isDisabled} aria-label={label} title={label} onClick={() => service.toggle(gameId)} data-testid="multi-add">
      ▦
    </button>
  );
});

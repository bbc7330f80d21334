import { PlatformService, connectPlatformSwitch } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';

/** The player's desktop/mobile switch (kept across visits by shell-core's `PlatformService`). */
export const PlatformSwitch = observer(function PlatformSwitch() {
  const { t } = useTranslation();
  const platform = useService(PlatformService);
  const view = connectPlatformSwitch({ platform: platform.platform });
  return (
    <button type="button" className="button button--secondary platform-switch" onClick={() => platform.choose(view.target)} data-testid="platform-switch">
      {t(view.labelKey)}
    </button>
  );
});

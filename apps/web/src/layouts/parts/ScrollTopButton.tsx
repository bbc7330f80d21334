import { scrollTopButtonThresholdScreens } from '@kickoff/guards-core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { PlatformService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';

/** The scroll-to-top button: shown after 4 screens on mobile, 1 otherwise (document 001 §9). */
export const ScrollTopButton = observer(function ScrollTopButton() {
  const { t } = useTranslation();
  // document 001 §9: 4 screens in the mobile layout, 1 in the desktop one (shell-core's layout choice).
  const platform = useService(PlatformService);
  const screens = scrollTopButtonThresholdScreens(platform.isMobile);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > screens * window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [screens]);
  if (!visible) return null;
  return (
    <button type="button" className="scroll-top" data-testid="scroll-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <span aria-hidden="true">↑</span>
      <span className="visually-hidden">{t('main_scroll_top')}</span>
    </button>
  );
});

import { scrollTopButtonThresholdScreens } from '@kickoff/guards-core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { NavigationWorldSource } from '@kickoff/shell-core';

/** The scroll-to-top button: shown after 4 screens on mobile, 1 otherwise (document 001 §9). */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const world = useService(NavigationWorldSource);
  const screens = scrollTopButtonThresholdScreens(world.isMobile);
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
}

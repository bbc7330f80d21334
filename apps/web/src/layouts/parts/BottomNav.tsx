import type { MobileSheet, MobileShellView } from '@kickoff/shell-core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** Outline icons of the bottom navigation (24×24, drawn in the text colour). */
const ICON_PATHS: Readonly<Record<'sports' | 'live' | 'coupon' | 'casino' | 'menu', string>> = {
  sports: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4 3.8 2.8-1.5 4.4H9.7L8.2 9.8 12 7z',
  live: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8',
  coupon: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3zm3 5h6M9 12h6',
  casino: 'M12 3c3 4 7 6 7 10a4 4 0 0 1-6.5 3.1L13 20h-2l.5-3.9A4 4 0 0 1 5 13c0-4 4-6 7-10z',
  menu: 'M4 6h16M4 12h16M4 18h16',
};

function NavIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg className="bottom-nav__icon" aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

/**
 * The bottom navigation of the mobile layout, always on the screen (hidden only by routes that say
 * so, document 000 §2): sports (the sports sheet), live, the coupon with its count (the coupon
 * sheet), casino, and the menu sheet.
 */
export function BottomNav({ language, view, onToggle }: { language: string; view: MobileShellView; onToggle: (sheet: MobileSheet) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('main_sections')} data-testid="bottom-nav">
      <button type="button" className="bottom-nav__item" aria-expanded={view.sportsOpen} onClick={() => onToggle('sports')} data-testid="bottom-nav-sports">
        <NavIcon name="sports" />
        {t('main_line')}
      </button>
      <NavLink className="bottom-nav__item" to={`/${language}/live`} data-testid="bottom-nav-live">
        <NavIcon name="live" />
        {t('main_live')}
      </NavLink>
      <button type="button" className="bottom-nav__item bottom-nav__coupon" aria-expanded={view.coupon.isOpen} onClick={() => onToggle('coupon')} data-testid="bottom-nav-coupon">
        <NavIcon name="coupon" />
        {t('coupon_title')}
        <span className="bottom-nav__count" data-testid="bottom-nav-coupon-count" hidden={view.coupon.count === 0}>
          {view.coupon.count}
        </span>
      </button>
      <NavLink className="bottom-nav__item" to={`/${language}/slots`} data-testid="bottom-nav-casino">
        <NavIcon name="casino" />
        {t('main_casino')}
      </NavLink>
      <button type="button" className="bottom-nav__item" aria-expanded={view.menuOpen} onClick={() => onToggle('menu')} data-testid="bottom-nav-menu">
        <NavIcon name="menu" />
        {t('main_menu')}
      </button>
    </nav>
  );
}

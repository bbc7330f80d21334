import type { RouteMatch } from '@kickoff/guards-core';
import { MobileSheets, type MobileShellView } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useService } from '../../app/di';
import { BottomNav } from './BottomNav';
import { MenuSheetContent } from './MenuSheet';
import { Sheet } from './Sheet';
import { CouponPanelSlot } from './slots';

/**
 * What the mobile layout adds around a page: the quick-bet bar, the bottom navigation, and the
 * three sheets (the coupon from the bottom, the sports list and the menu full screen). The sports
 * sheet's list is the page's own, moved in through `SportsSheetSlot`.
 */
export const MobileFrame = observer(function MobileFrame({ match, language, view, showBottomNav, onSportsSlot }: { match: RouteMatch; language: string; view: MobileShellView; showBottomNav: boolean; onSportsSlot: (element: HTMLElement | null) => void }) {
  const { t } = useTranslation();
  const sheets = useService(MobileSheets);
  return (
    <>
      {view.quickBet.visible ? (
        <div className="quick-bet" data-testid="quick-bet">
          <span className="quick-bet__count" data-testid="quick-bet-count">
            {t('main_quick_bet_count', { count: view.quickBet.count })}
          </span>
          <button type="button" className="button button--primary" onClick={() => sheets.toggle('coupon')} data-testid="quick-bet-open">
            {t('main_quick_bet_open')}
          </button>
        </div>
      ) : null}
      {showBottomNav ? <BottomNav language={language} view={view} onToggle={(sheet) => sheets.toggle(sheet)} /> : null}
      <Sheet open={view.coupon.isOpen} onClose={() => sheets.close()} title={t('coupon_title')} variant="bottom" testId="coupon-sheet">
        <CouponPanelSlot />
      </Sheet>
      <Sheet open={view.sportsOpen} onClose={() => sheets.close()} title={t('main_line')} variant="full" testId="sports-sheet">
        <div className="sheet__slot" ref={onSportsSlot} />
        <nav className="sheet__fallback" aria-label={t('main_sections')}>
          <NavLink to={`/${language}/line`}>{t('main_line')}</NavLink>
          <NavLink to={`/${language}/live`}>{t('main_live')}</NavLink>
        </nav>
      </Sheet>
      <Sheet open={view.menuOpen} onClose={() => sheets.close()} title={t('main_menu')} variant="full" testId="menu-sheet">
        <MenuSheetContent match={match} language={language} />
      </Sheet>
    </>
  );
});

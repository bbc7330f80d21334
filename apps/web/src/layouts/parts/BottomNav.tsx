import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

const ITEMS = [
  { path: '', key: 'main_home' },
  { path: 'line', key: 'main_line' },
  { path: 'live', key: 'main_live' },
  { path: 'slots', key: 'main_casino' },
  { path: 'office/account', key: 'main_account' },
] as const;

/** The bottom navigation of small screens (hidden by routes that say so, document 000 §2). */
export function BottomNav({ language }: { language: string }) {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('main_sections')} data-testid="bottom-nav">
      {ITEMS.map((item) => (
        <NavLink key={item.path} to={`/${language}${item.path ? `/${item.path}` : ''}`} end={item.path === ''}>
          {t(item.key)}
        </NavLink>
      ))}
    </nav>
  );
}

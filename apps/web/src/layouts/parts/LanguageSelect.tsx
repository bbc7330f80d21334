import { availableLanguages, type RouteMatch } from '@kickoff/guards-core';
import { CookieJar } from '@kickoff/platform';
import { SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../app/di';

/** The language choice: the same page in another of the site's languages. */
export const LanguageSelect = observer(function LanguageSelect({ match, testId = 'language-select' }: { match: RouteMatch; testId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const siteConfig = useService(SiteConfigStore);
  const cookies = useService(CookieJar);
  const language = match.language ?? siteConfig.language;
  const offered = availableLanguages(siteConfig.config.languages, cookies.get('ua') !== undefined);
  return (
    <label className="header__language">
      <span className="visually-hidden">{t('main_language')}</span>
      <select value={language} data-testid={testId} onChange={(event) => navigate(`/${event.target.value}${match.path ? `/${match.path}` : ''}`)}>
        {siteConfig.config.languages
          .filter((item) => offered.includes(item.code))
          .map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
      </select>
    </label>
  );
});

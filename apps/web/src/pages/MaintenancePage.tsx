import { maintenanceTextLanguage, type RouteMatch } from '@kickoff/guards-core';
import { SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useService } from '../app/di';
import { dateTimeFormat } from '../features/format/format';
import { specLanguageCode } from '../i18n/languages';

/**
 * The maintenance texts are fixed by the spec (document 000 §9, document 001 §8): English, and a
 * Russian equivalent for the AZ, KZ, UA and RU languages; they do not depend on a dictionary,
 * which may itself be unreachable during maintenance.
 */
const MAINTENANCE_TEXTS = {
  en: { title: '403 ERROR', text: 'Maintenance underway', back: 'We will be back at' },
  ru: { title: '403 ОШИБКА', text: 'Ведутся технические работы', back: 'Мы вернёмся в' },
} as const;

/** The maintenance page at /{lng}/maintenance (document 000 §2). */
export const MaintenancePage = observer(function MaintenancePage({ match }: { match: RouteMatch }) {
  const siteConfig = useService(SiteConfigStore);
  const language = match.language ?? siteConfig.language;
  const texts = MAINTENANCE_TEXTS[maintenanceTextLanguage(specLanguageCode(language))];
  const endsAt = siteConfig.config.maintenance.ended_at;
  return (
    <section className="maintenance" data-testid="maintenance" lang={maintenanceTextLanguage(specLanguageCode(language))}>
      <h1>{texts.title}</h1>
      <p className="maintenance__text">{texts.text}</p>
      {endsAt ? (
        <p className="muted">
          {texts.back} {dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(endsAt * 1000)}
        </p>
      ) : null}
    </section>
  );
});

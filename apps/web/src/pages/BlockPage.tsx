import type { RouteMatch } from '@kickoff/guards-core';
import { SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../app/di';

/** The texts of each block page (document 000 §2 "Blocking reason codes to pages"), as dictionary keys. */
const BLOCK_TEXTS: Readonly<Record<string, { title: string; text: string }>> = {
  block: { title: 'main_block_title', text: 'main_block_text' },
  blockUa: { title: 'main_block_ua_title', text: 'main_block_ua_text' },
  blockIe: { title: 'main_block_ie_title', text: 'main_block_ie_text' },
  siteUpdates: { title: 'main_site_updates_title', text: 'main_site_updates_text' },
  comingSoon: { title: 'main_coming_soon_title', text: 'main_coming_soon_text' },
  suspension: { title: 'main_suspension_title', text: 'main_suspension_text' },
};

/** A block page of the empty layout: block, block-ua, block-ie, site-updates, coming-soon, suspension. */
export const BlockPage = observer(function BlockPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const siteConfig = useService(SiteConfigStore);
  const texts = BLOCK_TEXTS[match.route.name] ?? { title: 'main_block_title', text: 'main_block_text' };
  const email = siteConfig.config.supportEmail;
  return (
    <section className="status-page block-page" data-testid="block-page" data-block-page={match.route.name}>
      <h1>{t(texts.title)}</h1>
      <p>{t(texts.text)}</p>
      {email ? (
        <p className="muted">
          {t('main_block_contact')} <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
    </section>
  );
});

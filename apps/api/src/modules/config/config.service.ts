import type { SiteConfig } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind } from '../../http/errors';

/** Codes of the configuration calls' refusals. */
export const ConfigErrorCode = {
  noSiteConfig: 'no_site_config',
  unsupportedLanguage: 'unsupported_language',
} as const;

/** Reads the site settings without the language list (one statement, for paths that need no languages, e.g. placing); 503 `no_site_config` before the seed. */
export async function loadSiteSettings(context: AppContext): Promise<Omit<SiteConfig, 'languages'>> {
  const [settings] = await context.db.query<{ config: Omit<SiteConfig, 'languages'> }>("select config from site_settings where site_key = 'default'");
  if (!settings) throw new DomainError(DomainErrorKind.unavailable, ConfigErrorCode.noSiteConfig, 'main_error', { message: 'the site is not configured' });
  return settings.config;
}

/** Reads the site configuration with its languages from the database; 503 `no_site_config` before the seed. */
export async function loadSiteConfig(context: AppContext): Promise<SiteConfig> {
  const settings = { config: await loadSiteSettings(context) };
  const languages = await context.db.query<{ code: string; name: string; hidden_for_guests: boolean }>('select code, name, hidden_for_guests from site_languages order by position');
  return { ...settings.config, languages: languages.map((row) => ({ code: row.code, name: row.name, hiddenForGuests: row.hidden_for_guests })) };
}

/** 400 `unsupported_language` unless `lang` is one of the site's languages (document 001 §5). */
export function assertSiteLanguage(config: SiteConfig, lang: string): void {
  if (!config.languages.some((language) => language.code === lang)) {
    throw new DomainError(DomainErrorKind.invalid, ConfigErrorCode.unsupportedLanguage, 'main_validation_error', { fields: { lang: 'main_unsupported_language' } });
  }
}

/** The site configuration for `GET /bff-api/config/all.json?lang=`. */
export async function siteConfigFor(context: AppContext, lang: string): Promise<SiteConfig> {
  const config = await loadSiteConfig(context);
  assertSiteLanguage(config, lang);
  return config;
}

import type { SettingsService, UnsubscribeState } from './settings.service';
import { TIME_ZONES } from './settings.service';

/** What the settings page draws. */
export interface SettingsView {
  loading: boolean;
  failed: boolean;
  newsletter: boolean;
  notifications: boolean;
  language: string;
  timeZone: number;
  /** The time zones offered, with their label (`UTC+3`). */
  timeZones: Array<{ value: number; label: string }>;
  canSave: boolean;
  saving: boolean;
  noticeKey: string | null;
  errorKey: string | null;
  /** The saved language when the page is shown in another one: the page offers to switch the site to it. */
  switchLanguageTo: string | null;
}

const zoneLabel = (hours: number) => (hours === 0 ? 'UTC' : `UTC${hours > 0 ? '+' : '−'}${Math.abs(hours)}`);

/** The settings page's view model (pure). */
export function connectSettings(service: SettingsService, pageLanguage: string): SettingsView {
  const draft = service.draft;
  return {
    loading: service.loadState === 'idle' || service.loadState === 'loading',
    failed: service.loadState === 'failed',
    newsletter: draft?.newsletter ?? false,
    notifications: draft?.notifications ?? false,
    language: draft?.language ?? 'en',
    timeZone: draft?.timeZone ?? 3,
    timeZones: TIME_ZONES.map((value) => ({ value, label: zoneLabel(value) })),
    canSave: service.dirty && service.saveState !== 'sending',
    saving: service.saveState === 'sending',
    noticeKey: service.saveState === 'done' ? 'office_settings_saved' : null,
    errorKey: service.errorKey,
    switchLanguageTo: service.saved && service.saved.language !== pageLanguage ? service.saved.language : null,
  };
}

/** What the `stopnewsletter` page draws: a title and a text (document 001 §2), only after the server unsubscribed. */
export interface UnsubscribeView {
  busy: boolean;
  titleKey: string | null;
  textKey: string | null;
  ok: boolean;
}

const UNSUBSCRIBE_TEXTS: Record<UnsubscribeState, Omit<UnsubscribeView, 'busy'>> = {
  idle: { titleKey: null, textKey: null, ok: false },
  sending: { titleKey: null, textKey: null, ok: false },
  done: { titleKey: 'user_stopnewsletter_done_title', textKey: 'user_stopnewsletter_done_text', ok: true },
  invalid: { titleKey: 'user_stopnewsletter_invalid_title', textKey: 'user_stopnewsletter_invalid_link', ok: false },
  failed: { titleKey: 'user_stopnewsletter_failed_title', textKey: 'main_network_error', ok: false },
};

export function connectUnsubscribe(service: SettingsService): UnsubscribeView {
  return { busy: service.unsubscribe === 'sending' || service.unsubscribe === 'idle', ...UNSUBSCRIBE_TEXTS[service.unsubscribe] };
}

import { PreferencesService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../app/di';
import { setTimeDisplaySource } from '../../features/format/format';
import { writeDocumentPreferencesCookie } from '../../shell/adapters/document-preferences-cookie';

/**
 * Applies the player's global preferences to the document at once (issue 18): the theme on
 * `data-theme` (absent: the system's, by `prefers-color-scheme`), the text size, the visually
 * impaired and compact modes as attributes the stylesheet reads; and hands the time zone and hour
 * cycle to the formatting module, which every date and time goes through.
 */
export const DocumentPreferences = observer(function DocumentPreferences() {
  const preferences = useService(PreferencesService);
  const view = preferences.document;
  useEffect(() => {
    setTimeDisplaySource(() => preferences.timeDisplay);
    preferences.start();
  }, [preferences]);
  useEffect(() => {
    const root = document.documentElement;
    if (view.theme) root.dataset['theme'] = view.theme;
    else delete root.dataset['theme'];
    root.style.setProperty('--app-font-size', `${view.fontSizePx}px`);
    root.toggleAttribute('data-visually-impaired', view.isVisuallyImpaired);
    root.toggleAttribute('data-compact', view.isCompact);
    // issue 20: the API serves the next page drawn this way (the theme without a flash)
    writeDocumentPreferencesCookie(view);
  }, [view.theme, view.fontSizePx, view.isVisuallyImpaired, view.isCompact]);
  return null;
});

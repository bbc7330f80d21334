import { FALLBACK_LANGUAGE } from '@kickoff/contracts';
import { localizedPath, withLanguage } from '@kickoff/guards-core';
import { createContext, useCallback, useContext, type ReactNode } from 'react';

const LanguageContext = createContext<string>(FALLBACK_LANGUAGE);

/** Gives the views the language of the page on screen (set by the shell router from the navigation state). */
export function LanguageProvider({ language, children }: { language: string; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language of the page on screen: every link and navigation keeps it (document 000 §2). */
export function useLanguage(): string {
  return useContext(LanguageContext);
}

/** Turns an app path written without its language (`/line/football`) into a link of the current language. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(language, path), [language]);
}

/** Keeps a site path from content or the API (`/information/rules/1`) in the current language; a path with a language stays. */
export function useLanguagePath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => withLanguage(language, path), [language]);
}

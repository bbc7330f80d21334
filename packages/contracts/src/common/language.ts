import { z } from 'zod';

/** A language code as the routes carry it: exactly two lowercase letters (document 000 §5). */
export const LanguageCode = z.string().regex(/^[a-z]{2}$/, 'two lowercase letters');
export type LanguageCode = z.infer<typeof LanguageCode>;

/** The fallback language (document 001 §9). */
export const FALLBACK_LANGUAGE = 'en';

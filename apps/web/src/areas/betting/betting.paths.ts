/**
 * The betting pages' paths come from guards-core, shared with the API's sitemap (one slug rule).
 */
export { DEFAULT_MENU_SECTION, segment, idOf, listPath, gamePath } from '@kickoff/guards-core/routes';

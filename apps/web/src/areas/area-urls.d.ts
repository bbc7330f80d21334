/**
 * The URLs of the separately loaded areas' entry chunks, by area name (`src/areas/<area>/index.tsx`),
 * produced by the `kickoff-area-chunks` plugin in vite.config.ts.
 */
declare module 'virtual:kickoff-area-urls' {
  const urls: Readonly<Record<string, string>>;
  export default urls;
}

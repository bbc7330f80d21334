/**
 * The URLs of the separately loaded areas' entry chunks, by area name (`src/areas/<area>/index.tsx`).
 * The `kickoff-area-chunks` plugin in vite.config.ts replaces this module in the dev server and the
 * build; outside Vite (unit tests) there are no area bundles.
 */
const areaUrls: Readonly<Record<string, string>> = {};

export default areaUrls;

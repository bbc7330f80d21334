/**
 * The URLs of the feature parts the app loads on first use, by name (`LAZY_FEATURE_PARTS` in
 * vite.config.ts: the `kickoff-area-chunks` plugin replaces this module in the dev server and the
 * build). Outside Vite (unit tests) there are none and the part is imported by its module path.
 */
const lazyUrls: Readonly<Record<string, string>> = {};

export default lazyUrls;

// issue 20: axios's fetch adapter as the browser build has it (vite.config.ts): unavailable. The
// browser sends the calls through axios's XMLHttpRequest adapter, the first of its default order
// (xhr, http, fetch), so the fetch adapter is never chosen; axios's own module made it ready as it
// was evaluated all the same (a request with a stream body, a response and a text encoder to probe
// the fetch API), ~40% of that evaluation, a long task of the page's start.

/** The fetch adapter for a config: none (axios then takes the next adapter of the config's list). */
export const getFetch = (): false => false;

export default false;

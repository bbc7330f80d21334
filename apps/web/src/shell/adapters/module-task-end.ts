/**
 * Ends the task that evaluates the page's modules (issue 20): imported first by the browser's
 * entry, this module's top-level await lets the modules evaluated so far (the libraries and the
 * shared cores, in the chunks the entry imports) finish their task, and the modules after it (the
 * entry's own: the app's views, the container, React DOM's client) evaluate in the next task. One
 * evaluation of every module of the first page was a single task of 130-490 ms at 4x CPU.
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));

export {};

// issue 20: the page's modules are evaluated in several tasks, one a chunk (vite.config.ts, initialModules)
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppTree } from './app/AppTree';
import { FirstRenderPool } from './app/first-render';
import { prepareRoute } from './app/prepare-route';
import { firstRenderSignature } from './app/first-render-signature';
import { createAppContainer } from './container';
import { createI18n } from './i18n/i18n';
import { languageOfPath } from './i18n/languages';
import { takeBootDateParts } from './features/format/format';
import { FALLBACK_LANGUAGE } from '@kickoff/contracts';
import { BootData, Clock, Logger, SystemClock, nextTaskOf } from '@kickoff/platform';
import { RouterShellHost } from '@kickoff/shell-core';
import { keepServerHead, removeServerHead } from './shell/adapters/server-head';
import { bindServiceWorker } from './shell/adapters/service-worker';
import { gateOfContainer } from './shell/adapters/hydration-gate';
import './styles.css';

/** How long the browser waits for the page's area before it renders without the server's page. */
const HYDRATION_AREA_WAIT_MS = 10_000;

/** How long a task starting the subscriptions the hydration's commit left for later runs before it ends. */
const LATER_BUDGET_MS = 4;

/** The longest the calls' answers and live deltas wait for a hydration to commit. */
const HYDRATION_GATE_MAX_MS = 15_000;

/**
 * Ends the current task and resumes in a new one (issue 20): on a server-rendered page the whole
 * start runs after the first paint, and each of its steps (the modules' evaluation, the container,
 * the language, the route's preparation, the hydration) is then a task of its own, so none blocks
 * the page for long (Total Blocking Time counts every task's time over 50 ms).
 */
const taskClock = new SystemClock();
const nextTask = () => nextTaskOf(taskClock);

async function start(): Promise<void> {
  await nextTask();
  // issue 20: the page answers from its first commit on; the main areas' warm-up and the service
  // worker wait for it
  let markPageReady!: () => void;
  const pageReady = new Promise<void>((resolve) => (markPageReady = resolve));
  const container = createAppContainer(undefined, undefined, { warmAreasAfter: pageReady });
  // issue 20: the container's modules are loaded in this task, its first services made in the next
  await nextTask();
  // issue 20: the stores stay as they are while a server-rendered page hydrates in slices (bound
  // before anything reads the transport)
  const gate = gateOfContainer(container);
  // issue 18: the service worker offers updates; issue 20: registered a while after the page answers
  bindServiceWorker(container, container.get(Logger), pageReady);
  await nextTask();
  // issue 20: the served page's boot data is parsed in a task of its own (its first reader), the
  // page's dates are written from the parts it carries, without Intl's date data
  const language = languageOfPath(window.location.pathname);
  takeBootDateParts(container.get(BootData), language ?? FALLBACK_LANGUAGE);
  await nextTask();
  // issue 20: only the page's language's dictionary is loaded before the first render.
  // issue 20: the served page carries that dictionary; the bundle is loaded when it does not.
  // i18next's start and the dictionary's loading are two tasks.
  const i18n = await createI18n(language, container.get(BootData), nextTask);
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  const serverSignature = root.dataset['ssr'];
  // the page answers from its first commit on (tests and monitoring read it)
  const ready = () => {
    root.setAttribute('data-ready', '');
    markPageReady();
  };
  if (!serverSignature) {
    // issue 18: the app's SeoHead takes over the head the server filled in
    removeServerHead();
    createRoot(root).render(<AppTree container={container} i18n={i18n} onCommitted={ready} />);
    return;
  }
  // issue 20: the page came rendered by the server (for a guest, in the layout its user agent gets).
  // The browser makes the route ready as the server did (navigation decided, area loaded, the boot
  // data's first answers in the stores) and hydrates when its first render depends on the same
  // (firstRenderSignature); a signed-in player, another layout or other notices get the page
  // rendered anew in place of the server's.
  const clock = container.get(Clock);
  let timer: ReturnType<Clock['setTimeout']> | undefined;
  const settled = new Promise<void>((resolve) => {
    timer = clock.setTimeout(resolve, HYDRATION_AREA_WAIT_MS);
  });
  const url = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  // A navigation the shell asks for while the route is being prepared (a terms change found for a
  // signed-in player, say) is kept, not made by loading a new page: the page is then rendered anew
  // at that path (a page load here raced the rest of this start in the same tab).
  let requested: string | null = null;
  const detach = container.get(RouterShellHost).attach((path) => {
    requested = path;
  });
  // issue 20: the calls' answers are held from the area's first reads on (started in the
  // preparation, not in the first render) until the hydration's commit
  const prepared = await prepareRoute(container, url, settled, nextTask, () => gate.close());
  // the route's first render is decided from here on in this task: the signature, then the hydration
  await nextTask();
  detach();
  clock.clearTimeout(timer);
  const signature = firstRenderSignature(container);
  if (requested !== null || prepared.routeName === null || signature !== serverSignature) {
    container.get(Logger).warn('the server page is rendered anew', { server: serverSignature, browser: signature, route: prepared.routeName, requested });
    if (requested !== null) window.history.replaceState(null, '', requested);
    // nothing is hydrated: the answers held meanwhile go to the stores
    gate.open();
    removeServerHead();
    prepared.release();
    createRoot(root).render(<AppTree container={container} i18n={i18n} onCommitted={ready} />);
    return;
  }
  // issue 20: the server's head tags are this page's; they stay while it shows (SeoHead)
  keepServerHead(window.location.pathname);
  const pool = new FirstRenderPool();
  const committed = () => {
    clock.clearTimeout(gateTimer);
    // the subscriptions the commit's effects left for later (the prices') start a few per task,
    // then the answers held meanwhile (and the renders they start) come one per task
    // (HydrationGate), none in the commit's task
    void nextTask()
      .then(() => pool.startWaiting(nextTask, () => clock.now(), LATER_BUDGET_MS))
      .finally(() => gate.open());
    pool.finish();
    prepared.release();
    root.setAttribute('data-hydrated', '');
    ready();
  };
  // issue 20: hydrated as a transition, so React hydrates in slices of a few milliseconds that
  // yield to the browser between them, not in one long task (the page is drawn already and takes
  // no taps until #root[data-ready])
  // the answers that arrive meanwhile wait (at most HYDRATION_GATE_MAX_MS, should the commit never come)
  gate.close();
  const gateTimer = clock.setTimeout(() => gate.open(), HYDRATION_GATE_MAX_MS);
  startTransition(() => {
    hydrateRoot(root, <AppTree container={container} i18n={i18n} firstRender={pool} onCommitted={committed} />, {
      onRecoverableError(error) {
        container.get(Logger).warn('hydration mismatch', { error: String(error) });
        console.error('hydration mismatch', error);
      },
    });
  });
}

void start();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ContainerProvider } from './app/di';
import { AppRouter } from './app/routes';
import { ShellLifecycle } from './app/ShellLifecycle';
import { createAppContainer } from './container';
import { createI18n } from './i18n/i18n';
import { languageOfPath } from './i18n/languages';
import { BootData, Logger } from '@kickoff/platform';
import { removeServerHead } from './shell/adapters/server-head';
import { bindServiceWorker } from './shell/adapters/service-worker';
import './styles.css';

async function start(): Promise<void> {
  const container = createAppContainer();
  // issue 18: the app's SeoHead takes over the head the server filled in; the service worker offers updates.
  removeServerHead();
  bindServiceWorker(container, container.get(Logger));
  // issue 20: only the page's language's dictionary is loaded before the first render.
  // issue 20: the served page carries that dictionary; the bundle is loaded when it does not.
  const i18n = await createI18n(languageOfPath(window.location.pathname), container.get(BootData));
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <ContainerProvider container={container}>
        <I18nextProvider i18n={i18n}>
          <ShellLifecycle>
            <AppRouter />
          </ShellLifecycle>
        </I18nextProvider>
      </ContainerProvider>
    </StrictMode>,
  );
}

void start();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ContainerProvider } from './app/di';
import { AppRouter } from './app/routes';
import { ShellLifecycle } from './app/ShellLifecycle';
import { createAppContainer } from './container';
import { createI18n } from './i18n/i18n';
import { Logger } from '@kickoff/platform';
import { removeServerHead } from './shell/adapters/server-head';
import { bindServiceWorker } from './shell/adapters/service-worker';
import './styles.css';

async function start(): Promise<void> {
  const container = createAppContainer();
  // issue 18: the app's SeoHead takes over the head the server filled in; the service worker offers updates.
  removeServerHead();
  bindServiceWorker(container, container.get(Logger));
  const i18n = await createI18n();
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

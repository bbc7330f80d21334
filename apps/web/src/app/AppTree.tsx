import { StrictMode } from 'react';
import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { ContainerProvider } from './di';
import { FirstRender, type FirstRenderPool } from './first-render';
import { AppRouter } from './routes';
import { ShellLifecycle } from './ShellLifecycle';

/**
 * The app's component tree, the same in the browser and on the server (issue 20: the browser
 * hydrates what the server rendered): the container, the i18next instance, the shell's lifetime
 * and the router (of one `location` on the server, of the browser's history otherwise).
 */
export function AppTree({ container, i18n, location, firstRender = null, onCommitted }: { container: Container; i18n: i18n; location?: string; firstRender?: FirstRenderPool | null; onCommitted?: () => void }) {
  return (
    <StrictMode>
      <FirstRender pool={firstRender} {...(onCommitted ? { onCommitted } : {})}>
        <ContainerProvider container={container}>
          <I18nextProvider i18n={i18n}>
            <ShellLifecycle>
              <AppRouter {...(location === undefined ? {} : { location })} />
            </ShellLifecycle>
          </I18nextProvider>
        </ContainerProvider>
      </FirstRender>
    </StrictMode>
  );
}

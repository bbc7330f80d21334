import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

/** Makes the container available to `useService`. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The app's container (for a view that prepares its services before it renders). */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a ContainerProvider');
  return container;
}

/** The one hook over the container: resolves a service by its identifier. */
export function useService<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get(id);
}

/** A service that a feature module may not have bound (yet): the service, or null when unbound. */
export function useOptionalService<T>(id: ServiceIdentifier<T>): T | null {
  const container = useContainer();
  return container.isBound(id) ? container.get(id) : null;
}

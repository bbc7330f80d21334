import { Container, inject, injectable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { Clock } from './clock/clock.types';
import { LocalStore, type KeyValueStore } from './storage/key-value-store';
import { createTestPlatform, platformModule } from './platform.module';

@injectable()
class UsesPorts {
  constructor(
    @inject(Clock) readonly clock: Clock,
    @inject(LocalStore) readonly store: KeyValueStore,
  ) {}
}

describe('platformModule', () => {
  it('wires the ports into explicitly injected constructors', () => {
    const platform = createTestPlatform(42);
    const container = new Container();
    container.load(platformModule(platform));
    container.bind(UsesPorts).toSelf();
    const service = container.get(UsesPorts);
    expect(service.clock.now()).toBe(42);
    service.store.set('k', 'v');
    expect(platform.localStore.get('k')).toBe('v');
  });
});

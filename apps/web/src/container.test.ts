import { Accounts, DepositFlow, VerificationService, accountsPagesModule } from '@kickoff/accounts-core';
import { Limits, LimitsPage, limitsPageModule } from '@kickoff/limits-core';
import { CasinoCatalogService, CasinoGameSession, SportsCatalogService, catalogCasinoModule } from '@kickoff/catalog-core';
import { createTestPlatform } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { createAppContainer } from './container';
import { AreaContainer } from './shell/area-loaders';

describe('the composition root (issue 20: the pages\' services load with their areas)', () => {
  it('binds the services every page needs at start, and the casino\'s and the account and limits pages\' services only when an area brings them, each once', () => {
    const container = createAppContainer(createTestPlatform(Date.UTC(2026, 10, 26, 2)));
    expect(container.isBound(Accounts)).toBe(true);
    expect(container.isBound(Limits)).toBe(true);
    expect(container.isBound(DepositFlow)).toBe(false);
    expect(container.isBound(VerificationService)).toBe(false);
    expect(container.isBound(LimitsPage)).toBe(false);
    expect(container.isBound(SportsCatalogService)).toBe(true);
    expect(container.isBound(CasinoCatalogService)).toBe(false);

    const areas = container.get(AreaContainer);
    // The office brings both; the user area and the casino bring the account pages' module again.
    areas.loadModules([accountsPagesModule, limitsPageModule]);
    areas.loadModules([catalogCasinoModule, accountsPagesModule]);
    expect(container.get(DepositFlow)).toBe(container.get(DepositFlow));
    expect(container.get(VerificationService)).toBeInstanceOf(VerificationService);
    expect(container.isBound(LimitsPage)).toBe(true);
    expect(container.get(CasinoGameSession)).toBeInstanceOf(CasinoGameSession);
  });
});

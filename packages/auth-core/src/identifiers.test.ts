import { describe, expect, it } from 'vitest';
import * as publicSurface from './index';

describe('injection identifiers (ARCHITECTURE.md "Wiring": one naming scheme across the packages)', () => {
  it('each identifier is Symbol.for(<its exported name>), with no package prefix', () => {
    const identifiers = Object.entries(publicSurface).filter((entry): entry is [string, symbol] => typeof entry[1] === 'symbol');
    expect(identifiers.map(([name]) => name)).toEqual(expect.arrayContaining(['LoginFlow', 'RegistrationFlow', 'RecoveryFlow', 'CaptchaPrompt', 'PhoneDirectory', 'AuthSettings', 'AuthSessionSink']));
    for (const [name, identifier] of identifiers) expect(Symbol.keyFor(identifier)).toBe(name);
  });
});

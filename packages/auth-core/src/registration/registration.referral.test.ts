import { createTestPlatform } from '@kickoff/platform';
import { describe, expect, it, vi } from 'vitest';
import { RegistrationReferralSource } from '../shared/auth.ports';
import { createAuthTestBed } from '../testing/auth-test-bed';
import { RegistrationFlow } from './registration.flow';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RegistrationFlow referral tags (issue 14)', () => {
  it('sends the tags of the referral source with a full and a one-click registration, none when it has none', async () => {
    const bed = createAuthTestBed({ platform: createTestPlatform(Date.UTC(2026, 10, 23, 12)) });
    let tags: { refererId?: string; partnerId?: string } | undefined = { refererId: '42', partnerId: 'aff-7' };
    bed.container.bind(RegistrationReferralSource).toConstantValue({ current: () => tags });
    const flow = bed.container.get(RegistrationFlow);
    const full = vi.spyOn(bed.api, 'registerFull');
    const fast = vi.spyOn(bed.api, 'registerFast');

    flow.start({ kind: 'full' });
    await settle();
    flow.setField('email', 'friend@example.com');
    flow.setField('password', 'goodpass1');
    flow.setField('name', 'Nina');
    flow.setField('surname', 'Novak');
    flow.setField('birthDate', '1990-01-02');
    flow.setTermsAccepted(true);
    await flow.submit();
    expect(full.mock.calls[0]?.[0]).toMatchObject({ email: 'friend@example.com', referral: { refererId: '42', partnerId: 'aff-7' } });

    tags = undefined;
    flow.start({ kind: 'fast' });
    await settle();
    flow.setTermsAccepted(true);
    await flow.submit();
    expect(fast.mock.calls[0]?.[0]).not.toHaveProperty('referral');
  });
});

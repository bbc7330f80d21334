import type { AppContext } from '../../context';
import { hashPassword } from './auth.crypto';
import { nowSeconds } from './auth.session';
import { createUser } from './auth.users';
import { seedDictionaries } from '../site/site.routes';

/** The demo site's terms version (2026-01-01T00:00:00Z) and rules. */
export const DEMO_TERMS_UPDATED_AT = 1_767_225_600;

/** Demo players: e-mail login with a funded EUR account, and a phone login with two-step codes. */
export const DEMO_PLAYERS = [
  { email: 'demo@kickoff.example', password: 'demo12345', balanceMinor: 100_000, phone: null, twoStep: false },
  { email: 'twostep@kickoff.example', password: 'demo12345', balanceMinor: 5_000, phone: { telCode: '+49', number: '15112345678' }, twoStep: true },
] as const;

/** Terms, configuration groups, dictionaries and demo players; idempotent. */
export async function seedAccounts(context: AppContext): Promise<void> {
  const { db } = context;
  await seedDictionaries(db);
  const now = nowSeconds(context);
  await db.query('insert into site_terms (id, updated_at, rules) values (1, $1, $2) on conflict (id) do nothing', [
    DEMO_TERMS_UPDATED_AT,
    JSON.stringify([
      { link: '/information/rules/1', tags: ['general'], subRules: [{ position: 1, text: 'information_terms_general_1' }, { position: 2, text: 'information_terms_general_2' }] },
      { link: '/information/responsiblegaming', tags: ['responsible_gaming'], subRules: [{ position: 1, text: 'information_terms_responsible_1' }] },
    ]),
  ]);
  const groups: Record<string, Record<string, unknown>> = {
    registration: { types: ['fast_reg', 'phone_reg', 'full_reg'], defaultType: 'full_reg', minimumAge: 18, 'lang:ru': { title: 'Регистрация' }, title: 'Registration' },
    limits: { approvalWindowSeconds: 86_400, pingIntervalSeconds: 30, realityCheckMinutes: [5, 10, 15, 30, 45, 60] },
    social: { googleClientId: null },
    support: { email: 'support@kickoff.example', chatEnabled: false },
  };
  for (const [name, data] of Object.entries(groups)) {
    await db.query('insert into config_groups (name, data) values ($1, $2) on conflict (name) do nothing', [name, JSON.stringify(data)]);
  }
  for (const player of DEMO_PLAYERS) {
    const [exists] = await db.query('select 1 from users where email = $1', [player.email]);
    if (exists) continue;
    const passwordHash = await hashPassword(player.password);
    await db.transaction(async (tx) => {
      const userId = await createUser(
        tx,
        { email: player.email, phone: player.phone, passwordHash, registrationType: 'full_reg', countryId: 66, currencyIso: 'EUR', language: 'en', activationType: player.phone ? 2 : 1, userData: { name: 'Demo', surname: 'Player', date_birthday: '1990-01-01' } },
        now,
      );
      if (player.twoStep) await tx.query('update users set two_step_enabled = true where id = $1', [userId]);
      const [account] = await tx.query<{ id: number }>('select id from accounts where user_id = $1 and type = 0', [userId]);
      await tx.query('update accounts set balance_minor = $2 where id = $1', [account?.id, player.balanceMinor]);
      await tx.query("insert into ledger (account_id, user_id, amount_minor, balance_after_minor, reason, ref, created_at) values ($1, $2, $3, $3, 'adjustment', 'seed', $4)", [account?.id, userId, player.balanceMinor, now]);
    });
  }
}

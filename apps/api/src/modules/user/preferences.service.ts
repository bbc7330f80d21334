import type { AppPreferences } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';

interface PreferencesRow {
  time_zone: number;
  is_12h: boolean | null;
  app_view_type: number | null;
  app_theme: number | null;
  app_font_size: number | null;
  visually_impaired: boolean | null;
  compact_view: boolean | null;
  group_by_country: boolean | null;
  team_logos_in_coupon: boolean | null;
}

/** Document 001 §3 defaults of a player who never saved a preference (the row is missing): 24 h, European view, the system's theme, 16 px, group by country on. */
const toPreferences = (row: PreferencesRow): AppPreferences => ({
  timeZone: Number(row.time_zone),
  is12h: row.is_12h ?? false,
  appViewType: Number(row.app_view_type ?? 0) === 1 ? 1 : 0,
  appTheme: row.app_theme === null ? null : Number(row.app_theme) === 1 ? 1 : 0,
  appFontSize: Number(row.app_font_size ?? 16),
  visuallyImpairedMode: row.visually_impaired ?? false,
  isAppCompactView: row.compact_view ?? false,
  isGroupByCountry: row.group_by_country ?? true,
  isTeamLogosInCoupon: row.team_logos_in_coupon ?? false,
});

const SELECT = `select u.time_zone, p.is_12h, p.app_view_type, p.app_theme, p.app_font_size, p.visually_impaired, p.compact_view, p.group_by_country, p.team_logos_in_coupon
  from users u left join user_preferences p on p.user_id = u.id where u.id = $1`;

/** The player's global preferences (defaults where never saved). */
export async function preferencesOf(context: AppContext, userId: number): Promise<AppPreferences> {
  const [row] = await context.db.query<PreferencesRow>(SELECT, [userId]);
  if (!row) throw notFound();
  return toPreferences(row);
}

/** Saves every preference at once (the time zone into the office settings' `time_zone`), in one transaction. */
export async function savePreferences(context: AppContext, userId: number, preferences: AppPreferences): Promise<AppPreferences> {
  return context.db.transaction(async (db) => {
    const updated = await db.query('update users set time_zone = $2 where id = $1 returning id', [userId, preferences.timeZone]);
    if (updated.length === 0) throw notFound();
    await db.query(
      `insert into user_preferences (user_id, is_12h, app_view_type, app_theme, app_font_size, visually_impaired, compact_view, group_by_country, team_logos_in_coupon)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (user_id) do update set is_12h = excluded.is_12h, app_view_type = excluded.app_view_type, app_theme = excluded.app_theme,
         app_font_size = excluded.app_font_size, visually_impaired = excluded.visually_impaired, compact_view = excluded.compact_view,
         group_by_country = excluded.group_by_country, team_logos_in_coupon = excluded.team_logos_in_coupon`,
      [userId, preferences.is12h, preferences.appViewType, preferences.appTheme, preferences.appFontSize, preferences.visuallyImpairedMode, preferences.isAppCompactView, preferences.isGroupByCountry, preferences.isTeamLogosInCoupon],
    );
    const [row] = await db.query<PreferencesRow>(SELECT, [userId]);
    return toPreferences(row as PreferencesRow);
  });
}

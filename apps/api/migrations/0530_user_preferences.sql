-- The player's global preferences kept by the server (document 001 §3 "Global preferences", issue 18):
-- is12h, appViewType (0 european, 1 asian), appTheme (0 light, 1 dark, null: the system's),
-- appFontSize, visuallyImpairedMode, isAppCompactView, isGroupByCountry (default true),
-- isTeamLogosInCoupon. The time zone stays in users.time_zone (the office settings'). A player
-- without a row has the defaults.
create table user_preferences (
  user_id bigint primary key references users (id) on delete cascade,
  is_12h boolean not null default false,
  app_view_type smallint not null default 0 check (app_view_type in (0, 1)),
  app_theme smallint check (app_theme in (0, 1)),
  app_font_size smallint not null default 16 check (app_font_size between 12 and 24),
  visually_impaired boolean not null default false,
  compact_view boolean not null default false,
  group_by_country boolean not null default true,
  team_logos_in_coupon boolean not null default false
);

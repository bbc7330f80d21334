-- The office's security and settings (issue 14): the browser a session was opened from (for the
-- active sessions and the login history), the player's newsletter and notification settings and
-- time zone (document 001 §3 global preferences: timeZone, default 3). Newsletters are opt-in.
alter table sessions add column user_agent text;
alter table users add column newsletter boolean not null default false;
alter table users add column notifications boolean not null default true;
alter table users add column time_zone smallint not null default 3 check (time_zone between -12 and 14);

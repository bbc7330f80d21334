-- Breaks between periods (half-time, intermissions): the game is live with status 3 (document 000
-- §4: "a bet is live if ... has status 2 or 3") while its clock stands; the seconds of break left.
alter table feed_games add column break_left_sec integer not null default 0;

-- Development controls of the live simulator: a held game stands still (no start by the clock, no
-- game clock, no odds drift or repricing), so a test drives it only through the controls (set a
-- coefficient, block a market, start it live, finish it with a score).
alter table feed_games add column dev_hold boolean not null default false;

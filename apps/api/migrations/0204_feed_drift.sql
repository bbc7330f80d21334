-- Pre-match odds drift: a factor on team 1's strength (and its inverse on team 2's) that only moves
-- prices; the market lines stay where the seed centred them.
alter table feed_games add column drift double precision not null default 1;

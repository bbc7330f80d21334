-- Issue 16: the simulator's fights (MMA) and outrights (politics, marble racing).
-- format: a fight's number of rounds (3 or 5), an outright's number of participants (2 to 8); 0 for every other game.
-- finish: how a fight ended (1 KO/TKO, 2 submission, 3 decision); 0 for every other game and before the end.
alter table feed_games add column format smallint not null default 0;
alter table feed_games add column finish smallint not null default 0;

-- Key events of a game for the match centre (issue 16): goals and cards with the team, the second
-- of the game clock, the period and the score after the event. Written by the live simulator and
-- by the development control that makes one happen.
-- kind: 1 goal, 2 yellow card, 3 red card; team: 1 home, 2 away.
create table feed_game_events (
  id bigserial primary key,
  game_id integer not null references feed_games(id),
  kind smallint not null check (kind in (1, 2, 3)),
  team smallint not null check (team in (1, 2)),
  time_sec integer not null,
  period smallint not null,
  score1 integer not null,
  score2 integer not null
);
create index feed_game_events_game on feed_game_events(game_id, id);

-- Favourites (issue 16): events ('game') and leagues ('champ') a signed-in player starred.
create table user_favourites (
  user_id bigint not null,
  kind text not null check (kind in ('game', 'champ')),
  entity_id integer not null,
  created_at bigint not null,
  primary key (user_id, kind, entity_id)
);

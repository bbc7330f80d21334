-- Rate limits keyed on what a client cannot choose (issue 19): one row per counted event, by key
-- (e.g. `registration:<peer address>`), at epoch seconds; old rows are pruned as they are read.

create table rate_events (
  key text not null,
  at bigint not null
);
create index rate_events_key_at on rate_events (key, at);

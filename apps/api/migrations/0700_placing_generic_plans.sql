-- Issue 20, PostgreSQL's CPU per placing: the statements inside the placing group's functions are
-- planned once per connection instead of on every call. PL/pgSQL keeps a plan per statement, but
-- with the default plan_cache_mode (auto) a statement whose parameters are the group's arrays kept
-- being planned anew for each call (a custom plan: the generic one's estimate never looked cheaper),
-- and planning the read's large statement cost more than running it. Measured on a seeded database
-- with a group of 6 placings (the server's CPU per call, 1,000 calls, at load 15-18): the read
-- 1.8-2.0 ms -> 0.81-0.85 ms, the write 1.56 ms -> 1.33 ms. The plans are the same statements with
-- the same answers; only when they are made changes.
alter function placing_read_group(bigint[], text[], text[], text, bigint, bigint[], boolean) set plan_cache_mode = force_generic_plan;
alter function placing_write_group(
  text[], bigint[], bigint[], jsonb, bigint[], bigint[], smallint[], smallint[], bigint[], numeric[], bigint[], numeric[], bigint[], text[], smallint[], text[], bigint[],
  bigint[], text[], text[], bigint[], bigint[], smallint[], text[], bigint[], integer[], numeric[], boolean[]
) set plan_cache_mode = force_generic_plan;

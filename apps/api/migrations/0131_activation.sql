-- Activation of the e-mail address by a link (issue 14 "Activation", document 001 §4 activation
-- types): single-use, expiring tokens stored hashed; the link goes through the development e-mail
-- outbox. Times are epoch seconds of the API's Clock.
create table activation_tokens (
  token_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  email text not null,
  created_at bigint not null,
  expires_at bigint not null,
  used_at bigint
);
create index activation_tokens_user on activation_tokens (user_id, created_at);

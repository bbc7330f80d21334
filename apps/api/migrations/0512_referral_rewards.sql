-- Bring-a-friend rewards (issue 14): one per invited friend, paid to the referrer when the friend's
-- first deposit succeeds.
create table referral_rewards (
  friend_user_id bigint primary key references users (id),
  referrer_id bigint not null references users (id),
  account_id bigint not null references accounts (id),
  amount_minor bigint not null check (amount_minor > 0),
  created_at bigint not null
);

-- Messages (issue 14): a support answer is unread until the player opens the support page; the
-- user configuration's user_msg_count counts the unread ones (document 001 §3).
alter table support_messages add column read_at bigint;

-- Social sign-in (document 001 §7 "Social", analytics type soc_reg): the Google account's subject.
alter table users add column google_sub text unique;

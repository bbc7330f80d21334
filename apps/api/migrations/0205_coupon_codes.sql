-- A coupon's share code (its `couponNumber`): random, so coupons cannot be listed by counting ids;
-- loading a coupon into a new slip takes this code, the numeric id stays for print-coupon.
alter table coupons add column code text;
update coupons set code = 'C' || lpad(id::text, 11, '0') where code is null;
alter table coupons alter column code set not null;
create unique index coupons_code on coupons(code);

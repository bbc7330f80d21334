// issue 20: the coupon's service (pricing, validation) and placing, a chunk of their own that the
// app loads on the first pick (`CouponPlacingLoader`, container.ts) or with the coupon's views.
export { couponPlacingModule } from '@kickoff/coupon-core';

// issue 20: the limit type codes in a file of their own, without the limits calls' schemas, so
// a browser that names a limit type (the shell's limit settings) does not load those schemas.

/**
 * Limit type codes (document 001 §3, document 000 §3): deposit 20/21/22 (24 h, 7 d, 30 d),
 * wagering 1/2/3, loss 10/11/12, self-exclusion 30, session 31, reality check 32, deposit
 * time-out 33, extra-limits blocker 37.
 */
export const LimitTypeCode = {
  wagering24h: 1,
  wagering7d: 2,
  wagering30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  timeOut: 33,
  extraLimitsBlocker: 37,
} as const;
export type LimitTypeCode = (typeof LimitTypeCode)[keyof typeof LimitTypeCode];

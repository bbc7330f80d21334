/** The query parameters read as referral and partner tags (document 001 §9 "Query tags"). */
export const REFERRAL_QUERY_TAGS = ['ref', 'bf', 'btag', 'tag', 'qtag', 'affid', 'bwpromocode', 'click_id', 'utm_source', 'aip', 'pb', 'subid'] as const;

/** One referral or partner query tag. */
export type ReferralQueryTag = (typeof REFERRAL_QUERY_TAGS)[number];

/** The referral tags found in one URL: tag name to its raw (decoded) query value. */
export type ReferralQuery = Partial<Record<ReferralQueryTag, string>>;

/** One cookie to write: name, sanitized value and lifetime; the path is always `/`. */
export interface ReferralCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
  path: '/';
}

/** A planned cookie held until consent, with the time it was captured (epoch ms). */
export interface HeldReferralCookie extends ReferralCookie {
  capturedAtMs: number;
}

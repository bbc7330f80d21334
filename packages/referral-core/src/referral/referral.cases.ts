import type { ReferralQuery } from './referral.types';

const DAY = 86_400;

/** One referral link and the cookies (name → max-age seconds) document 001 §9 gives it. */
export interface ReferralLifetimeCase {
  title: string;
  query: ReferralQuery;
  expected: Record<string, number>;
}

/** Document 001 §9 "Referral cookies", with the decisions recorded in referral.rules.ts. */
export const referralLifetimeCases: ReferralLifetimeCase[] = [
  { title: 'refererid lives 60 days', query: { ref: '777' }, expected: { refererid: 60 * DAY } },
  { title: 'bf alone lives 1 day', query: { bf: 'x1' }, expected: { bf: 1 * DAY } },
  { title: 'bf with a referrer lives 60 days', query: { ref: '777', bf: 'x1' }, expected: { refererid: 60 * DAY, bf: 60 * DAY } },
  {
    title: 'tag alone: 1 day, its link id 1 hour',
    query: { tag: 'd_1m_2c_' },
    expected: { tag: 1 * DAY, reflinkid: 3_600 },
  },
  {
    title: 'tag with a referrer: 60 days, its link id still 1 hour',
    query: { ref: '5', tag: 'd_1m_2c_' },
    expected: { refererid: 60 * DAY, tag: 60 * DAY, reflinkid: 3_600 },
  },
  { title: 'btag alone lives 1 day and makes no link id', query: { btag: 'b1' }, expected: { btag: 1 * DAY } },
  { title: 'qtag alone lives 1 day and is the link id for 1 hour', query: { qtag: 'q1' }, expected: { qtag: 1 * DAY, reflinkid: 3_600 } },
  {
    title: 'partner id 30 days with click id, source and aip (postback watcher 4 s without pb)',
    query: { affid: 'p9', click_id: 'c1', utm_source: 'net', aip: 'a1' },
    expected: { partnerid: 30 * DAY, click_id: 30 * DAY, utm_source: 30 * DAY, aip: 30 * DAY, postback_watcher: 4 },
  },
  {
    title: 'postback watcher 30 days with pb',
    query: { affid: 'p9', click_id: 'c1', utm_source: 'net', aip: 'a1', pb: '1' },
    expected: { partnerid: 30 * DAY, click_id: 30 * DAY, utm_source: 30 * DAY, aip: 30 * DAY, postback_watcher: 30 * DAY },
  },
  {
    title: 'partner id from aip when the click triple has no affid',
    query: { click_id: 'c1', utm_source: 'net', aip: 'a1' },
    expected: { partnerid: 30 * DAY, click_id: 30 * DAY, utm_source: 30 * DAY, aip: 30 * DAY, postback_watcher: 4 },
  },
  {
    title: 'partner id 60 days with affiliate id plus a tag',
    query: { affid: 'p9', btag: 'b1' },
    expected: { partnerid: 60 * DAY, btag: 1 * DAY },
  },
  {
    title: 'an incomplete click triple: partner id 60 days with a tag, click values the default day',
    query: { affid: 'p9', tag: 't', click_id: 'c1', utm_source: 'net' },
    expected: { tag: 1 * DAY, reflinkid: 3_600, partnerid: 60 * DAY, click_id: DAY, utm_source: DAY, postback_watcher: 4 },
  },
  { title: 'affid without tag or click triple gets the default 86,400 s', query: { affid: 'p9' }, expected: { partnerid: 86_400 } },
  { title: 'subid lives 60 days', query: { subid: 's' }, expected: { subid: 60 * DAY } },
  { title: 'bwpromocode gets the default 86,400 s', query: { bwpromocode: 'WELCOME' }, expected: { bwpromocode: 86_400 } },
  { title: 'pb alone sets nothing', query: { pb: '1' }, expected: {} },
  { title: 'no tag sets nothing', query: {}, expected: {} },
];

/** The pb flag decision: any value but 0 / false. */
export const postbackFlagCases: Array<[string | undefined, boolean]> = [
  [undefined, false],
  ['1', true],
  ['true', true],
  ['yes', true],
  ['0', false],
  ['false', false],
  ['FALSE', false],
];

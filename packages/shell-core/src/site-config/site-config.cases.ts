/** Failed attempts so far → wait before the next one (document 001 §8 "retried 5 times at 1 s"). */
export const siteConfigRetryCases: Array<[number, number | undefined]> = [
  [1, 1_000],
  [2, 1_000],
  [3, 1_000],
  [4, 1_000],
  [5, 1_000],
  [6, undefined],
];

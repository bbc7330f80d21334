import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Korean, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['축구', '아이스하키', '농구', '테니스', '배구', '탁구', '핸드볼', '럭비', '야구', '풋살', '다트'],
  countries: ['잉글랜드', '스페인', '독일', '이탈리아', '프랑스', '미국', '브라질', '포르투갈', '네덜란드', '스웨덴', '일본', '아르헨티나', '폴란드', '국제'],
  leagues: ['프리미어 디비전', '농구 리그', '슈퍼리그', '마스터스', '프로 리그'],
  groups: ['더블 찬스', '핸디캡', '합계', '양 팀 득점', '정확한 스코어'],
  selections: ['예', '아니요'],
};

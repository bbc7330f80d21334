import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Chinese (Simplified), in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['足球', '冰球', '篮球', '网球', '排球', '乒乓球', '手球', '橄榄球', '棒球', '五人制足球', '飞镖'],
  countries: ['英格兰', '西班牙', '德国', '意大利', '法国', '美国', '巴西', '葡萄牙', '荷兰', '瑞典', '日本', '阿根廷', '波兰', '国际'],
  leagues: ['顶级联赛', '篮球联赛', '超级联赛', '大师赛', '职业联赛'],
  groups: ['双重机会', '让球', '总数', '双方均进球', '正确比分'],
  selections: ['是', '否'],
};

import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Chinese (Simplified). */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — 体育投注、实时赔率与娱乐场', '在 Kickoff 赛前和滚球投注足球、网球、篮球等赛事，畅玩娱乐场游戏并参加优惠活动。', '首页', 'Kickoff 是一家提供足球、网球、篮球、冰球和电子竞技赛前与滚球赔率的体育博彩平台：单注、串关和系统投注。\n\n娱乐场提供老虎机和真人桌台。请理性投注：在您的账户中设置存款、亏损和会话时长限额。'],
  live: ['滚球投注 — 比赛进行中的赔率 | Kickoff', '投注正在进行的比赛：随比分变动的赔率、实时比分和快速投注。', '滚球', '滚球投注紧随比赛：每个进球、得分和盘局都会改变赔率，比分变化期间盘口会暂停。'],
  line: ['赛前投注 — 即将开始比赛的赔率 | Kickoff', '未来几天比赛的赔率：所有项目的赛果、总数、让分和正确比分。', '赛前', '赛前赔率涵盖即将开始比赛的赛果、总数、让分和正确比分；可作为单注、串关或系统投注加入投注单。'],
  slots: ['老虎机 — 娱乐场游戏 | Kickoff', '来自众多供应商的老虎机：经典转轴、视频老虎机和头奖，每款游戏均有试玩模式。', '老虎机'],
  'live-casino': ['真人娱乐场 — 轮盘、二十一点等 | Kickoff', '真人荷官桌台：轮盘、二十一点、百家乐和游戏节目。', '真人娱乐场'],
  promotions: ['优惠活动与奖金 | Kickoff', '体育投注和娱乐场的当前优惠活动、奖金和优惠。', '优惠活动'],
  results: ['已结束比赛的结果 | Kickoff', '按项目和联赛列出的已结束比赛的最终比分和结果。', '赛果'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}：赔率与投注，{champ} | Kickoff', '投注 {team1} — {team2}（{sport}，{champ}）：赛果、总数、让分等，赛前与滚球均可。', '{team1} — {team2}'],
};

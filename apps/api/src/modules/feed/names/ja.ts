import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Japanese, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['サッカー', 'アイスホッケー', 'バスケットボール', 'テニス', 'バレーボール', '卓球', 'ハンドボール', 'ラグビー', '野球', 'フットサル', 'ダーツ'],
  countries: ['イングランド', 'スペイン', 'ドイツ', 'イタリア', 'フランス', 'アメリカ', 'ブラジル', 'ポルトガル', 'オランダ', 'スウェーデン', '日本', 'アルゼンチン', 'ポーランド', '国際'],
  leagues: ['プレミアディビジョン', 'バスケットボールリーグ', 'スーパーリーグ', 'マスターズ', 'プロリーグ'],
  groups: ['ダブルチャンス', 'ハンディキャップ', '合計', '両チーム得点', '正確なスコア'],
  selections: ['はい', 'いいえ'],
};

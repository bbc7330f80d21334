import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Vietnamese. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — cá cược thể thao, tỷ lệ trực tiếp và casino', 'Đặt cược bóng đá, quần vợt, bóng rổ và nhiều môn khác trước trận và trực tiếp, chơi casino và tham gia khuyến mãi tại Kickoff.', 'Trang chủ', 'Kickoff là nhà cái thể thao với tỷ lệ trước trận và trực tiếp cho bóng đá, quần vợt, bóng rổ, khúc côn cầu trên băng và thể thao điện tử: cược đơn, cược xiên và cược hệ thống.\n\nCasino có máy slot và bàn chơi trực tiếp. Hãy chơi có trách nhiệm: đặt giới hạn nạp tiền, thua lỗ và thời gian phiên trong tài khoản của bạn.'],
  live: ['Cá cược trực tiếp — tỷ lệ trong trận | Kickoff', 'Cược vào các trận đang diễn ra: tỷ lệ thay đổi theo tỷ số, tỷ số trực tiếp và cược nhanh.', 'Trực tiếp', 'Cá cược trực tiếp bám theo trận đấu: tỷ lệ thay đổi sau mỗi bàn thắng, điểm và set, và các thị trường tạm dừng khi tỷ số thay đổi.'],
  line: ['Cá cược trước trận — tỷ lệ các trận sắp tới | Kickoff', 'Tỷ lệ các trận trong những ngày tới: kết quả, tổng, kèo chấp và tỷ số chính xác ở mọi môn thể thao.', 'Trước trận', 'Tỷ lệ trước trận bao gồm kết quả, tổng, kèo chấp và tỷ số chính xác của các trận sắp tới; thêm vào phiếu cược dưới dạng cược đơn, cược xiên hoặc hệ thống.'],
  slots: ['Slot — trò chơi casino | Kickoff', 'Slot từ nhiều nhà cung cấp: cuộn cổ điển, video slot và jackpot, có chế độ chơi thử cho mọi trò chơi.', 'Slot'],
  'live-casino': ['Casino trực tiếp — roulette, blackjack và hơn thế | Kickoff', 'Bàn chơi với người chia bài trực tiếp: roulette, blackjack, baccarat và game show.', 'Casino trực tiếp'],
  promotions: ['Khuyến mãi và tiền thưởng | Kickoff', 'Khuyến mãi, tiền thưởng và ưu đãi hiện có cho cá cược thể thao và casino.', 'Khuyến mãi'],
  results: ['Kết quả các trận đã kết thúc | Kickoff', 'Tỷ số cuối cùng và kết quả các trận đã kết thúc theo môn thể thao và giải đấu.', 'Kết quả'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: tỷ lệ và cược, {champ} | Kickoff', 'Cược trận {team1} — {team2} ({sport}, {champ}): kết quả, tổng, kèo chấp và hơn nữa, trước trận và trực tiếp.', '{team1} — {team2}'],
};

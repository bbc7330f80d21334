import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Vietnamese, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Bóng đá', 'Khúc côn cầu trên băng', 'Bóng rổ', 'Quần vợt', 'Bóng chuyền', 'Bóng bàn', 'Bóng ném', 'Bóng bầu dục', 'Bóng chày', 'Futsal', 'Phi tiêu'],
  countries: ['Anh', 'Tây Ban Nha', 'Đức', 'Ý', 'Pháp', 'Mỹ', 'Brazil', 'Bồ Đào Nha', 'Hà Lan', 'Thụy Điển', 'Nhật Bản', 'Argentina', 'Ba Lan', 'Quốc tế'],
  leagues: ['Giải hạng cao nhất', 'Giải bóng rổ', 'Siêu giải đấu', 'Masters', 'Giải chuyên nghiệp'],
  groups: ['Cơ hội kép', 'Kèo chấp', 'Tổng', 'Cả hai đội ghi bàn', 'Tỷ số chính xác'],
  selections: ['Có', 'Không'],
};

// Vietnamese words of the progressive jackpot (keys: ../en/jackpot.ts).
import type { AreaOf } from '../en/index.ts';
import type { jackpot as en } from '../en/jackpot.ts';

export const jackpot: AreaOf<typeof en> = {
  'jackpot.strip': 'Hũ lũy tiến',
  'jackpot.won': 'NỔ HŨ!',
  'jackpot.wonAmount': 'NỔ HŨ! {amount}',
  'jackpot.rules':
    'Hũ lũy tiến: {percent}% mỗi lần cược được góp vào hũ chung của toàn trang. Mỗi lượt quay có trả tiền trúng toàn bộ hũ với xác suất cược ÷ {units} (cược tính theo đơn vị nhỏ nhất, tối đa {cap}), nên mỗi đơn vị cược đều có cơ hội như nhau dù cược lớn hay nhỏ. Tiền hũ được trả thêm ngoài tiền thắng của lượt quay.',
  'jackpot.dismiss': 'Nhấn để tiếp tục',
};

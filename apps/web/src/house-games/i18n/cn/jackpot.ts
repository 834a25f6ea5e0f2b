// Simplified Chinese words of the progressive jackpot (keys: ../en/jackpot.ts).
import type { AreaOf } from '../en/index.ts';
import type { jackpot as en } from '../en/jackpot.ts';

export const jackpot: AreaOf<typeof en> = {
  'jackpot.strip': '累积奖池',
  'jackpot.won': '头奖!',
  'jackpot.wonAmount': '头奖! {amount}',
  'jackpot.rules':
    '累积奖池:每笔投注的 {percent}% 注入全站共享奖池。每次付费旋转以 投注 ÷ {units} 的概率赢得整个奖池(投注以最小货币单位计,最多按 {cap} 计算),因此无论投注大小,每单位投注的机会都相同。奖池奖金在该次旋转本身的奖金之外另行支付。',
  'jackpot.dismiss': '点击继续',
};

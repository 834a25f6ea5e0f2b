// Thai words of the progressive jackpot (keys: ../en/jackpot.ts).
import type { AreaOf } from '../en/index.ts';
import type { jackpot as en } from '../en/jackpot.ts';

export const jackpot: AreaOf<typeof en> = {
  'jackpot.strip': 'แจ็คพอตสะสม',
  'jackpot.won': 'แจ็คพอต!',
  'jackpot.wonAmount': 'แจ็คพอต! {amount}',
  'jackpot.rules':
    'แจ็คพอตสะสม: {percent}% ของทุกการเดิมพันจะเข้าสู่กองรางวัลรวมของทั้งเว็บไซต์ การหมุนที่จ่ายเงินแต่ละครั้งมีโอกาสชนะกองรางวัลทั้งหมดเท่ากับ เดิมพัน ÷ {units} (เดิมพันนับเป็นหน่วยย่อยที่สุด นับสูงสุด {cap}) ดังนั้นทุกหน่วยที่เดิมพันมีโอกาสเท่ากันไม่ว่าจะเดิมพันเท่าใด แจ็คพอตจ่ายเพิ่มจากเงินรางวัลของการหมุนนั้น',
  'jackpot.dismiss': 'คลิกเพื่อดำเนินการต่อ',
};

// Indonesian words of the progressive jackpot (keys: ../en/jackpot.ts).
import type { AreaOf } from '../en/index.ts';
import type { jackpot as en } from '../en/jackpot.ts';

export const jackpot: AreaOf<typeof en> = {
  'jackpot.strip': 'Jackpot progresif',
  'jackpot.won': 'JACKPOT!',
  'jackpot.wonAmount': 'JACKPOT! {amount}',
  'jackpot.rules':
    'Jackpot progresif: {percent}% dari setiap taruhan masuk ke pool bersama seluruh situs. Setiap putaran berbayar memenangkan seluruh pool dengan peluang taruhan ÷ {units} (taruhan dalam satuan terkecil, dihitung hingga {cap}), jadi setiap satuan taruhan punya peluang yang sama berapa pun taruhannya. Jackpot dibayar di luar kemenangan putaran itu sendiri.',
  'jackpot.dismiss': 'Klik untuk melanjutkan',
};

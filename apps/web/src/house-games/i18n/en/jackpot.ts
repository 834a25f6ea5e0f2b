// English words of the site's progressive jackpot on a slot that feeds it (slot/slot-jackpot.ts): the pool strip
// over the reels, the celebration of a round that won it, and its rule in the rules panel.
export const jackpot = {
  'jackpot.strip': 'Progressive jackpot',
  'jackpot.won': 'JACKPOT!',
  'jackpot.wonAmount': 'JACKPOT! {amount}',
  'jackpot.rules':
    'Progressive jackpot: {percent}% of every stake feeds the site-wide pool. Each paid spin wins the whole pool with probability bet ÷ {units} (bet in minor units, counted up to {cap}), so every unit staked has the same chance whatever the bet. The jackpot is paid on top of the spin’s own win.',
  'jackpot.dismiss': 'Click to continue',
};

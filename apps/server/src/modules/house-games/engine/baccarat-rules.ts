export type CardSuit = 'SPADES' | 'HEARTS' | 'DIAMONDS' | 'CLUBS';
/** 1 = ace … 11 = jack, 12 = queen, 13 = king. */
export type Card = { rank: number; suit: CardSuit };
/** Where a coup's cards come from: the shuffled shoe in play, a script in tests. */
export type CardSource = { draw(): Card };
export type BaccaratOutcome = 'PLAYER' | 'BANKER' | 'TIE';

export type BaccaratCoup = {
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratOutcome;
  isNatural: boolean;
  /** First two cards of the hand share a rank (K-K is a pair, K-Q is not). */
  isPlayerPair: boolean;
  isBankerPair: boolean;
};

export function cardValue(rank: number): number {
  return rank >= 10 ? 0 : rank;
}

export function handTotal(cards: readonly Card[]): number {
  let total = 0;
  for (const card of cards) total += cardValue(card.rank);
  return total % 10;
}

/** Player's rule, once neither hand is a natural: draw on 0–5, stand on 6–7. */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Banker's tableau, once neither hand is a natural. `playerThirdCard` is the value (0–9) of the card the player
 * drew, or null when the player stood — then the banker plays like the player.
 */
export function bankerDraws(bankerTotal: number, playerThirdCard: number | null): boolean {
  if (playerThirdCard === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdCard !== 8;
    case 4:
      return playerThirdCard >= 2 && playerThirdCard <= 7;
    case 5:
      return playerThirdCard >= 4 && playerThirdCard <= 7;
    case 6:
      return playerThirdCard === 6 || playerThirdCard === 7;
    default:
      return false;
  }
}

/** Deals one coup in casino order: player, banker, player, banker, then the third cards by the rules. */
export function dealCoup(shoe: CardSource): BaccaratCoup {
  const playerCards = [shoe.draw()];
  const bankerCards = [shoe.draw()];
  playerCards.push(shoe.draw());
  bankerCards.push(shoe.draw());
  let playerTotal = handTotal(playerCards);
  let bankerTotal = handTotal(bankerCards);
  const isNatural = playerTotal >= 8 || bankerTotal >= 8;
  if (!isNatural) {
    let playerThirdCard: number | null = null;
    if (playerDraws(playerTotal)) {
      const card = shoe.draw();
      playerCards.push(card);
      playerThirdCard = cardValue(card.rank);
      playerTotal = handTotal(playerCards);
    }
    if (bankerDraws(bankerTotal, playerThirdCard)) {
      bankerCards.push(shoe.draw());
      bankerTotal = handTotal(bankerCards);
    }
  }
  const outcome: BaccaratOutcome = playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return {
    playerCards,
    bankerCards,
    playerTotal,
    bankerTotal,
    outcome,
    isNatural,
    isPlayerPair: playerCards[0].rank === playerCards[1].rank,
    isBankerPair: bankerCards[0].rank === bankerCards[1].rank,
  };
}

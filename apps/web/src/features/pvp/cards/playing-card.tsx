import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cardFace, isCardNumber } from './card-codes.ts';
import { CARD_HEIGHT, CARD_WIDTH, CardBackArt, CardFaceArt } from './card-face-art.tsx';
import styles from './cards.module.css';

export type PlayingCardProps = {
  /** A card 0..51, or null for a card whose face this player may not see (drawn as the back). */
  card: number | null;
  /** Width in px; the height follows at 1.4. Defaults to the surrounding `--card-width`. */
  width?: number;
  /** Deals in from the table's centre: the order in which this card was dealt, for the delay. */
  dealOrder?: number;
  /** Where the deal flies in from, relative to the card's own place (px). */
  dealFrom?: { x: number; y: number };
  isSelected?: boolean;
  isHighlighted?: boolean;
  isDimmed?: boolean;
};

/** A card's accessible name in the reader's language ("Ace of spades", "黑桃A"). */
export function useCardName(): (card: number | null) => string {
  const { t } = useTranslation('pvp');
  return (card) => {
    if (!isCardNumber(card)) return t('card.back');
    const face = cardFace(card);
    return t('card.name', { rank: t(`card.rank.${face.rankLabel}`), suit: t(`card.suit.${face.suit}`) });
  };
}

/** One card drawn in SVG: any of the 52 faces or the back, sharp at any size, with no image file. */
export function PlayingCard({
  card,
  width,
  dealOrder,
  dealFrom,
  isSelected,
  isHighlighted,
  isDimmed,
}: PlayingCardProps) {
  const name = useCardName()(card);
  const face = isCardNumber(card) ? cardFace(card) : null;
  const classes = [
    styles.card,
    dealOrder !== undefined ? styles.dealt : '',
    isSelected ? styles.selected : '',
    isHighlighted ? styles.highlighted : '',
    isDimmed ? styles.dimmed : '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = {
    ...(width ? { '--card-width': `${width}px` } : {}),
    ...(dealOrder !== undefined ? { '--deal-delay': `${dealOrder * 90}ms` } : {}),
    ...(dealFrom ? { '--deal-x': `${dealFrom.x}px`, '--deal-y': `${dealFrom.y}px` } : {}),
  } as CSSProperties;
  return (
    <svg
      className={classes}
      style={style}
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      role="img"
      aria-label={name}
      data-card={face?.code ?? 'back'}
    >
      {face ? <CardFaceArt face={face} /> : <CardBackArt />}
    </svg>
  );
}

// A table deal in words, in the page's language: the verify page's list of a recomputed shoe's rounds.
import type { Card } from '../house-api-types.ts';
import { t } from '../i18n/translate.ts';
import { spotName } from './spot-names.ts';
import type { BaccaratDeal, DragonTigerDeal, RouletteDeal, SicBoDeal, TableDeal, TableKind } from './table-types.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = { SPADES: '♠', HEARTS: '♥', DIAMONDS: '♦', CLUBS: '♣' } as const;

export const cardText = (card: Card): string => `${RANKS[card.rank - 1] ?? card.rank}${SUITS[card.suit]}`;
const hand = (cards: Card[]) => cards.map(cardText).join(' ');

function rouletteText(deal: RouletteDeal): string {
  return t('verify.rouletteDeal', { number: String(deal.number), colour: t(`verify.colour.${deal.color}`) });
}

function sicBoText(deal: SicBoDeal): string {
  const [a, b, c] = deal.dice;
  const kind = a === b && b === c ? t('sicbo.triple') : deal.total <= 10 ? t('sicbo.small') : t('sicbo.big');
  return `${t('verify.sicboDeal', { dice: deal.dice.join(' · '), total: String(deal.total) })} ${kind}`;
}

function dragonTigerText(deal: DragonTigerDeal): string {
  const result = deal.outcome === 'TIE' && deal.isSuitedTie ? spotName('SUITED_TIE') : spotName(deal.outcome);
  return t('verify.dtDeal', { dragon: cardText(deal.dragon), tiger: cardText(deal.tiger), result });
}

function baccaratText(deal: BaccaratDeal): string {
  const extras = [deal.isNatural ? t('bac.natural') : '', deal.isPlayerPair ? spotName('PLAYER_PAIR') : '']
    .concat(deal.isBankerPair ? spotName('BANKER_PAIR') : '')
    .filter(Boolean);
  const text = t('verify.bacDeal', {
    player: hand(deal.playerCards),
    playerTotal: String(deal.playerTotal),
    banker: hand(deal.bankerCards),
    bankerTotal: String(deal.bankerTotal),
    result: spotName(deal.outcome),
  });
  return extras.length ? `${text} (${extras.join(', ')})` : text;
}

/** One deal of a table of `kind` in a line. */
export function dealText(kind: TableKind, deal: TableDeal): string {
  if (kind === 'ROULETTE') return rouletteText(deal as RouletteDeal);
  if (kind === 'SIC_BO') return sicBoText(deal as SicBoDeal);
  if (kind === 'DRAGON_TIGER') return dragonTigerText(deal as DragonTigerDeal);
  return baccaratText(deal as BaccaratDeal);
}

/** The kind of deals a recomputed shoe holds, read from the first deal's shape. */
export function kindOfDeal(deal: TableDeal | undefined): TableKind {
  if (!deal) return 'ROULETTE';
  if ('dice' in deal) return 'SIC_BO';
  if ('dragon' in deal) return 'DRAGON_TIGER';
  if ('playerCards' in deal) return 'BACCARAT';
  return 'ROULETTE';
}

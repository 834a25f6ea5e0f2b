import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/app-harness.tsx';
import { cardFace, DECK_SIZE, parseCardCode, parseDeckText } from './card-codes.ts';
import { PlayingCard } from './playing-card.tsx';

const i18n = createTestI18n();
const draw = (card: number | null) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PlayingCard card={card} />
    </I18nextProvider>,
  );

describe('card codes', () => {
  it("read the engine's encoding: rank * 4 + suit, suits ♠ ♣ ♦ ♥", () => {
    expect(parseCardCode('2s')).toBe(0);
    expect(parseCardCode('2h')).toBe(3);
    expect(parseCardCode('Th')).toBe(35);
    expect(parseCardCode('As')).toBe(48);
    expect(parseCardCode('Ah')).toBe(51);
    expect(parseCardCode('1s')).toBeNull();
    expect(parseCardCode('Ax')).toBeNull();
    expect(cardFace(35)).toMatchObject({ rankLabel: '10', suit: 'hearts', isRed: true, code: 'Th' });
  });

  it('read a revealed deck and refuse text that is not one', () => {
    expect(parseDeckText('AsKd7h')).toEqual([48, 46, 23]);
    expect(parseDeckText('AsK')).toBeNull();
    expect(parseDeckText('AsXx')).toBeNull();
  });
});

describe('a playing card', () => {
  it('draws each of the 52 faces with its own name and no image file', () => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        {Array.from({ length: DECK_SIZE }, (_, card) => (
          <PlayingCard key={card} card={card} />
        ))}
      </I18nextProvider>,
    );
    const cards = screen.getAllByRole('img');
    expect(cards).toHaveLength(DECK_SIZE);
    expect(new Set(cards.map((card) => card.getAttribute('aria-label'))).size).toBe(DECK_SIZE);
    expect(new Set(cards.map((card) => card.getAttribute('data-card'))).size).toBe(DECK_SIZE);
    expect(container.querySelector('image, img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ace of spades' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ten of hearts' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Queen of clubs' })).toBeTruthy();
  });

  it('puts as many pips on a number card as its rank, plus the two corner suits', () => {
    for (const [code, pips] of [
      ['2d', 2],
      ['5c', 5],
      ['7h', 7],
      ['8s', 8],
      ['9d', 9],
      ['Tc', 10],
    ] as const) {
      const { container, unmount } = draw(parseCardCode(code));
      expect(container.querySelectorAll('path').length, code).toBe(pips + 2);
      unmount();
    }
  });

  it('prints the rank in both corners, upright and turned', () => {
    const { container } = draw(parseCardCode('Kh'));
    const corners = [...container.querySelectorAll('text')].filter((text) => text.textContent === 'K');
    expect(corners.length).toBeGreaterThanOrEqual(2);
  });

  it('draws the back, named as a face-down card, for a card this player may not see', () => {
    const { container } = draw(null);
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeTruthy();
    expect(container.querySelector('[data-card="back"]')).toBeTruthy();
    expect(container.querySelector('text')).toBeNull();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { GameCard } from '../components/game-card.tsx';
import { makeGame, VENDOR_LANES } from './game-fixtures.tsx';

afterEach(() => {
  resetApp();
});

// The name and vendor launch through the play button's overlay (CSS, checked in a browser); what the overlay needs
// from the markup is checked here: one launch control, and the heading, vendor and heart outside it.
describe('game tile launch control', () => {
  it('is one button for the tile, with the heading, vendor and heart beside it, and only it launches', async () => {
    mockApi({ 'GET /wps/relay/GCSGAME_gameVendor': () => ({ value: VENDOR_LANES }) });
    const onLaunch = vi.fn();
    renderWithApp(<GameCard game={makeGame({ gameName: 'A Very Long Game Name' })} onLaunch={onLaunch} />);
    const card = screen.getByTestId('game-card');
    const play = within(card).getByRole('button', { name: 'Play A Very Long Game Name' });
    expect(within(card).getAllByRole('button')).toHaveLength(2);
    expect(play).toHaveAttribute('title', 'A Very Long Game Name');
    const heading = within(card).getByRole('heading', { name: 'A Very Long Game Name' });
    expect(play).not.toContainElement(heading);
    expect(play).not.toContainElement(await within(card).findByText('Lucky Slots'));
    expect(play.querySelector('img')).toHaveAttribute('width', '240');
    fireEvent.click(within(card).getByRole('button', { name: /favourites/ }));
    expect(onLaunch).not.toHaveBeenCalled();
    fireEvent.click(play);
    expect(onLaunch).toHaveBeenCalledTimes(1);
  });
});

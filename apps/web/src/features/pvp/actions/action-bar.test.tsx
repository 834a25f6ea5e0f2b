import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { ActionBar } from './action-bar.tsx';
import { readTypedAmount } from './amount-field.tsx';
import { presetTarget, sizedAction, type LegalActions } from './bet-sizing.ts';

/** Facing a bet of 2.00 with 100.00 behind: call 2.00, raise to between 4.00 and 100.00; 3.00 in the pot. */
const facingBet: LegalActions = {
  canFold: true,
  canCheck: false,
  callAmount: 200n,
  raise: { kind: 'RAISE', minTo: 400n, maxTo: 10_000n },
};
const pot = { pot: 300n, currentBet: 200n };

function renderBar(legal: LegalActions, potState = pot) {
  const onAction = vi.fn();
  renderWithApp(<ActionBar legal={legal} pot={potState} step={200n} isWaiting={false} onAction={onAction} />);
  return onAction;
}

const raiseButton = () => screen.getByRole('button', { name: /^(Raise to|Bet|All-in) / });

describe('bet sizing', () => {
  it('sizes pot fractions as a call plus a raise of the pot after the call, held inside the bounds', () => {
    expect(presetTarget('half', facingBet, pot)).toBe(450n);
    expect(presetTarget('threeQuarters', facingBet, pot)).toBe(575n);
    expect(presetTarget('pot', facingBet, pot)).toBe(700n);
    expect(presetTarget('allIn', facingBet, pot)).toBe(10_000n);
    const shortStack: LegalActions = { ...facingBet, raise: { kind: 'RAISE', minTo: 400n, maxTo: 600n } };
    expect(presetTarget('pot', shortStack, pot)).toBe(600n);
    const tinyPot = { pot: 10n, currentBet: 0n };
    const opening: LegalActions = {
      canFold: false,
      canCheck: true,
      callAmount: null,
      raise: { kind: 'BET', minTo: 200n, maxTo: 5_000n },
    };
    expect(presetTarget('half', opening, tinyPot)).toBe(200n);
  });

  it('sends the whole stack as all-in and anything less as a raise to a street total', () => {
    expect(sizedAction(10_000n, facingBet)).toEqual({ type: 'ALL_IN' });
    expect(sizedAction(450n, facingBet)).toEqual({ type: 'RAISE', to: 450n });
    expect(sizedAction(20_000n, facingBet)).toEqual({ type: 'ALL_IN' });
    expect(sizedAction(1n, facingBet)).toEqual({ type: 'RAISE', to: 400n });
  });
});

describe('the action bar', () => {
  it('offers fold, call with its amount and a raise starting at the minimum', () => {
    const onAction = renderBar(facingBet);
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Call 2.00' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'CALL' });
    expect(raiseButton().textContent).toBe('Raise to 4.00');
    fireEvent.click(screen.getByRole('button', { name: 'Fold' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'FOLD' });
  });

  it('sets the amount from the presets and sends it', () => {
    const onAction = renderBar(facingBet);
    fireEvent.click(screen.getByRole('button', { name: '½ pot' }));
    expect(raiseButton().textContent).toBe('Raise to 4.50');
    fireEvent.click(screen.getByRole('button', { name: 'Pot' }));
    fireEvent.click(raiseButton());
    expect(onAction).toHaveBeenLastCalledWith({ type: 'RAISE', to: 700n });
    fireEvent.click(screen.getByRole('button', { name: 'All-in' }));
    expect(raiseButton().textContent).toBe('All-in 100.00');
    fireEvent.click(raiseButton());
    expect(onAction).toHaveBeenLastCalledWith({ type: 'ALL_IN' });
  });

  it('holds a typed amount inside the bounds, saying so while it is outside', () => {
    renderBar(facingBet);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.change(field, { target: { value: '1000' } });
    expect(screen.getByText('Between 4.00 and 100.00')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(field);
    expect(raiseButton().textContent).toBe('All-in 100.00');
    fireEvent.change(field, { target: { value: '1.5' } });
    fireEvent.blur(field);
    expect(raiseButton().textContent).toBe('Raise to 4.00');
    fireEvent.change(field, { target: { value: '12.25' } });
    expect(raiseButton().textContent).toBe('Raise to 12.25');
  });

  it('steps by the big blind with − and +, never past the bounds', () => {
    renderBar(facingBet);
    expect((screen.getByRole('button', { name: 'Less' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(raiseButton().textContent).toBe('Raise to 6.00');
    const slider = screen.getByRole('slider', { name: 'Bet size' });
    fireEvent.change(slider, { target: { value: slider.getAttribute('max') } });
    expect(raiseButton().textContent).toBe('All-in 100.00');
    expect((screen.getByRole('button', { name: 'More' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers check and bet when nothing is to call', () => {
    const onAction = renderBar(
      { canFold: false, canCheck: true, callAmount: null, raise: { kind: 'BET', minTo: 200n, maxTo: 5_000n } },
      { pot: 1_000n, currentBet: 0n },
    );
    expect(screen.queryByRole('button', { name: 'Fold' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '½ pot' }));
    expect(raiseButton().textContent).toBe('Bet 5.00');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'CHECK' });
  });

  it('offers only the all-in when less than a full raise is left, and no sizing', () => {
    renderBar({ ...facingBet, raise: { kind: 'RAISE', minTo: 350n, maxTo: 350n } });
    expect(raiseButton().textContent).toBe('All-in 3.50');
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('waits while an action is on its way', () => {
    renderWithApp(<ActionBar legal={facingBet} pot={pot} step={200n} isWaiting onAction={vi.fn()} />);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('a typed amount', () => {
  it("is read in the reader's notation, the other separator taken as grouping", () => {
    expect(readTypedAmount('1,234.50', '.')).toBe('1234.50');
    expect(readTypedAmount('1.234,50', ',')).toBe('1234.50');
    expect(readTypedAmount(' 12,5 ', ',')).toBe('12.5');
    expect(readTypedAmount('12.5', '.')).toBe('12.5');
  });
});

import { useCallback, useMemo, useReducer } from 'react';
import { newSlipId, type SlipItem, type SlipSelection } from './slip-types.ts';

/** The contract takes at most 50 selections a slip (20 for a chase). */
export const MAX_SLIP_SELECTIONS = 50;
export const MAX_CHASE_SELECTIONS = 20;

type Action = { type: 'add'; selections: SlipSelection[] } | { type: 'remove'; id: string } | { type: 'clear' };

function reduce(items: SlipItem[], action: Action): SlipItem[] {
  switch (action.type) {
    case 'add': {
      const known = new Set(items.map((item) => JSON.stringify(item.selection)));
      const fresh = action.selections
        .filter((selection) => !known.has(JSON.stringify(selection)))
        .map((selection) => ({ id: newSlipId(), selection }));
      return [...items, ...fresh].slice(0, MAX_SLIP_SELECTIONS);
    }
    case 'remove':
      return items.filter((item) => item.id !== action.id);
    case 'clear':
      return [];
  }
}

/** The bet slip of one game page: add (an identical selection is kept once), remove, clear. */
export function useSlip() {
  const [items, dispatch] = useReducer(reduce, []);
  const add = useCallback((selections: SlipSelection[]) => dispatch({ type: 'add', selections }), []);
  const remove = useCallback((id: string) => dispatch({ type: 'remove', id }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  const selections = useMemo(() => items.map((item) => item.selection), [items]);
  return { items, selections, add, remove, clear, isFull: items.length >= MAX_SLIP_SELECTIONS };
}

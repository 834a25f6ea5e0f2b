import { TableBetError } from '../../engine/table-bet-error.ts';

/**
 * A spot on the wire and in the round log is one word: its kind, then its numbers if it names any, joined by
 * hyphens ("RED", "DOZEN:2", "SPLIT:17-20", "COMBINATION:1-2"). The engines take spots as objects; these two turn
 * one into the other, so a logged round reads at a glance and chips on the same spot merge by plain equality.
 */
export function parseSpotText(text: string): { kind: string; numbers: number[] } {
  const match = /^([A-Z_]{2,24})(?::(\d{1,2}(?:-\d{1,2}){0,5}))?$/.exec(text);
  if (!match) throw new TableBetError('BAD_SPOT', `"${text.slice(0, 40)}" is not a spot`);
  return { kind: match[1]!, numbers: match[2] ? match[2].split('-').map(Number) : [] };
}

export const spotText = (kind: string, numbers: readonly number[] = []): string =>
  numbers.length === 0 ? kind : `${kind}:${numbers.join('-')}`;

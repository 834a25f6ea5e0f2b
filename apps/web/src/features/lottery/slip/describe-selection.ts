import type { LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Described = {
  betType: string;
  picks: readonly (readonly string[])[];
  points?: number | null;
  position?: number | null;
  segment?: string | null;
};

/** A selection (or a placed bet) in words: its bet type (with position or segment) and its numbers. */
export function describeSelection(
  t: Translate,
  kind: LotteryGame['kind'],
  selection: Described,
): { title: string; detail: string } {
  const numbers = selection.picks.map((group) => group.join(' ')).join(' | ');
  switch (kind) {
    case 'VN':
      return {
        title: t(`vn.type.${selection.betType}`),
        detail: `${numbers} · ${t('stake.pointsCount', { count: selection.points ?? 1 })}`,
      };
    case 'KENO':
      return selection.betType === 'PICK'
        ? { title: t('keno.pickCount', { count: selection.picks[0]?.length ?? 0 }), detail: numbers }
        : { title: t(`keno.type.${selection.betType}`), detail: t(`keno.sideHelp.${selection.betType}`) };
    case 'FIVE_D': {
      const where =
        selection.position != null
          ? t(`fiveD.position.${selection.position}`)
          : selection.segment
            ? t(`fiveD.segment.${selection.segment}`)
            : '';
      const side = /^(POSITION|SUM)_(BIG|SMALL|ODD|EVEN)$/.exec(selection.betType);
      const title = side
        ? `${side[1] === 'SUM' ? t('fiveD.sum') : where} · ${t(`fiveD.side.${side[2]}`)}`
        : `${t(`fiveD.type.${selection.betType}`)}${where ? ` · ${where}` : ''}`;
      return { title, detail: numbers };
    }
    case 'THREE_D':
      return {
        title: t(`threeD.type.${selection.betType}`),
        detail: selection.betType === 'SUM' ? t('threeD.sumOf', { sum: numbers }) : numbers,
      };
    case 'FOUR_D': {
      const [size, fourDKind] = selection.betType.split('_');
      return { title: `${t(`fourD.size.${size}`)} · ${t(`fourD.kind.${fourDKind}`)}`, detail: numbers };
    }
  }
}

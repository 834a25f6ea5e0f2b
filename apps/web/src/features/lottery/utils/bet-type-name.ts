import type { LotteryGame } from '@lucky/contracts/lottery/lottery-schemas';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A bet type code in words, for lists that show placed bets or popular numbers. */
export function betTypeName(t: Translate, kind: LotteryGame['kind'], betType: string): string {
  switch (kind) {
    case 'VN':
      return t(`vn.type.${betType}`, { defaultValue: betType });
    case 'KENO':
      return t(`keno.type.${betType}`, { defaultValue: betType });
    case 'FIVE_D': {
      const side = /^(POSITION|SUM)_(BIG|SMALL|ODD|EVEN)$/.exec(betType);
      return side
        ? `${side[1] === 'SUM' ? t('fiveD.sum') : t('fiveD.positionShort')} · ${t(`fiveD.side.${side[2]}`)}`
        : t(`fiveD.type.${betType}`, { defaultValue: betType });
    }
    case 'THREE_D':
      return t(`threeD.type.${betType}`, { defaultValue: betType });
    case 'FOUR_D': {
      const [size, fourDKind] = betType.split('_');
      return `${t(`fourD.size.${size}`, { defaultValue: size })} · ${t(`fourD.kind.${fourDKind}`, { defaultValue: fourDKind })}`;
    }
  }
}

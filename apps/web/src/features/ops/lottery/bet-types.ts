import type { OpsLotteryGame } from './api/games.ts';

/**
 * Bet types per family, for the "limits of a bet type" picker. A copy of the engines' lists
 * (apps/server/src/modules/lottery/engine/adapters): the server stays the judge and refuses an unknown one by name.
 */
const BET_TYPES: Record<OpsLotteryGame['kind'], readonly string[]> = {
  VN: [
    'lo-2',
    'lo-3',
    'lo-4',
    'de',
    'de-dau',
    'de-giai-nhat',
    'dau',
    'duoi',
    '3-cang',
    'xien-2',
    'xien-3',
    'xien-4',
    'truot-4',
    'truot-8',
    'truot-10',
  ],
  KENO: [
    'PICK',
    'SUM_BIG',
    'SUM_SMALL',
    'SUM_ODD',
    'SUM_EVEN',
    'UPPER',
    'LOWER',
    'HALF_TIE',
    'MORE_ODD',
    'MORE_EVEN',
    'ODD_EVEN_TIE',
  ],
  FIVE_D: [
    'POSITION_DIGIT',
    'POSITION_BIG',
    'POSITION_SMALL',
    'POSITION_ODD',
    'POSITION_EVEN',
    'SUM_BIG',
    'SUM_SMALL',
    'SUM_ODD',
    'SUM_EVEN',
    'STRAIGHT',
    'GROUP_2',
    'GROUP_3',
    'GROUP_6',
  ],
  THREE_D: ['STRAIGHT', 'BOX', 'SUM'],
  FOUR_D: [
    'BIG_STRAIGHT',
    'BIG_BOX',
    'BIG_IBOX',
    'BIG_ROLL',
    'SMALL_STRAIGHT',
    'SMALL_BOX',
    'SMALL_IBOX',
    'SMALL_ROLL',
  ],
};

export const betTypesOf = (kind: OpsLotteryGame['kind']): readonly string[] => BET_TYPES[kind] ?? [];

/** The key of the limits every bet type without its own row uses. */
export const DEFAULT_LIMITS_KEY = '*';

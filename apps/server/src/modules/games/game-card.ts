import type { GameCard } from '@lucky/contracts/games/game-card';
import { formatMoney } from '../../lib/money.ts';
import type { GameRow } from './catalogue.repository.ts';

/** A game's name in the asked language, falling back to English, then to any name it has. */
export function nameIn(names: Record<string, string>, language: string | undefined): string {
  return names[language ?? 'EN'] ?? names.EN ?? Object.values(names)[0] ?? '';
}

export const isPlayable = (row: Pick<GameRow, 'status' | 'vendorStatus'>): boolean =>
  row.status === 'ACTIVE' && row.vendorStatus === 'ACTIVE';

export function toGameCard(row: GameRow, scale: number, language?: string): GameCard {
  return {
    gameId: row.id,
    gameCode: row.gameCode,
    vassalage: row.vendorCode,
    gameType: row.category,
    gameName: nameIn(row.names, language),
    gameIconUrl: row.iconPath,
    gameClassify: row.gameClassify,
    minBet: formatMoney(row.minBet, scale),
    lineNum: row.lineCount,
    isHot: row.isHot ? 1 : 0,
    isNew: row.isNew ? 1 : 0,
    status: isPlayable(row) ? 'ACTIVE' : 'MAINTENANCE',
    rtp: row.declaredRtp,
  };
}

/** "demo" → "de**o": enough for a player to recognise themselves, not enough to find the account. */
export function maskName(username: string): string {
  if (username.length <= 2) return `${username[0] ?? ''}*`;
  const keep = username.length <= 4 ? 1 : 2;
  return `${username.slice(0, keep)}${'*'.repeat(Math.max(2, username.length - keep - 1))}${username.slice(-1)}`;
}

import type { ReactNode } from 'react';
import type { LotteryGameUpdate } from '../api/games.ts';

/** A change an editor proposes: shown in the confirm dialog, sent on confirmation, then named in the success line. */
export type PendingChange = { title: string; lines: ReactNode[]; body: LotteryGameUpdate; saved: string };
export type ProposeChange = (change: PendingChange) => void;

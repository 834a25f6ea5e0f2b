import { useTranslation } from 'react-i18next';
import type { MonitorDraw } from '../api/draws.ts';
import own from '../ops-lottery.module.css';

/** Where a draw stands, by colour as well as by word. */
export function DrawPhase({ phase }: { phase: MonitorDraw['phase'] }) {
  const { t } = useTranslation('opsLottery');
  return <span className={`${own.phase} ${own[`phase_${phase}`] ?? ''}`}>{t(`phase.${phase}`)}</span>;
}

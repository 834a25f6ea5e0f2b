import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import styles from '../ops.module.css';
import { DrawMonitor } from './draws/draw-monitor.tsx';
import { ResultsLog } from './draws/results-log.tsx';
import { LotteryGamesDesk } from './games/lottery-games-desk.tsx';

type Part = 'games' | 'monitor' | 'log';

/** Admin: the in-house lottery — games (status, sale window, limits, odds), the draw monitor with exposure and void, and the results-and-seeds log. */
export function OpsLottery() {
  const { t } = useTranslation('opsLottery');
  const [part, setPart] = useState<Part>('games');
  const parts = [
    { key: 'games', label: t('parts.games') },
    { key: 'monitor', label: t('parts.monitor') },
    { key: 'log', label: t('parts.log') },
  ];
  return (
    <section className={styles.panel} aria-label={t('title')} data-testid="ops-lottery">
      <div className={styles.header}>
        <h2 className={styles.subtitle}>{t('title')}</h2>
        <Tabs items={parts} active={part} onChange={(key) => setPart(key as Part)} ariaLabel={t('title')} />
      </div>
      {part === 'games' ? <LotteryGamesDesk /> : null}
      {part === 'monitor' ? <DrawMonitor /> : null}
      {part === 'log' ? <ResultsLog /> : null}
    </section>
  );
}

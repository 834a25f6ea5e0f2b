import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { formatCountdown } from '../lottery-format.ts';
import type { MonitorDraw } from '../api/draws.ts';
import own from '../ops-lottery.module.css';

/** Further away than this, a draw shows its date and time: a countdown of days is harder to read. */
const COUNTDOWN_MS = 24 * 60 * 60 * 1000;

/** A draw still to come counts down to its draw (and says when sales stop); a past one shows when it was drawn. */
export function DrawTime({ draw, now }: { draw: MonitorDraw; now: number }) {
  const { t, i18n } = useTranslation('opsLottery');
  const drawAt = Date.parse(draw.drawAt);
  const stopsSaleAt = Date.parse(draw.stopsSaleAt);
  const at = formatDateTime(draw.drawAt, i18n.language);
  if (draw.status !== 'SCHEDULED' || drawAt - now > COUNTDOWN_MS) return <>{at}</>;
  return (
    <>
      <strong className={own.countdown}>{t('draws.drawIn', { time: formatCountdown(drawAt - now) })}</strong>
      <span className={own.muted}>
        {stopsSaleAt > now ? t('draws.saleStopsIn', { time: formatCountdown(stopsSaleAt - now) }) : at}
      </span>
    </>
  );
}

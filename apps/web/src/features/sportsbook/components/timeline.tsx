import type { SportEvent, SportsbookSport } from '@lucky/contracts/sportsbook/sportsbook-schemas';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../api/sportsbook-queries.ts';
import styles from './event-view.module.css';

type Entry = EventDetail['timeline'][number];

/** The newest entries shown; a basketball game makes two hundred baskets. */
export const TIMELINE_SHOWN = 60;

/** Kinds drawn with a mark of their own (a card's colour, a ball); the rest get a dot in their side's colour. */
const MARKED_KINDS = new Set(['GOAL', 'YELLOW_CARD', 'RED_CARD', 'BASKET', 'MAP_END', 'FIGHT_END']);

/** When an entry happened in the sport's own clock: the minute, the quarter, the map, the fight's second. */
function momentText(t: TFunction<'sportsbook'>, sport: SportsbookSport, entry: Entry): string {
  const { detail } = entry;
  if (sport === 'FOOTBALL' && typeof detail.minute === 'number') return `${detail.minute}'`;
  if (sport === 'BASKETBALL' && typeof detail.period === 'number')
    return t('timeline.periodShort', { period: detail.period });
  if ((sport === 'MOBA' || sport === 'SHOOTER') && typeof detail.map === 'number')
    return t('timeline.mapShort', { map: detail.map });
  return `${Math.floor(entry.atMs / 1000)}s`;
}

/** What happened, in the page's language: the kind's sentence with the side's name and the entry's numbers. */
function entryText(t: TFunction<'sportsbook'>, event: Pick<SportEvent, 'participants'>, entry: Entry): string {
  const team =
    entry.side === 'HOME' ? event.participants[0].name : entry.side === 'AWAY' ? event.participants[1].name : '';
  const detail = Object.fromEntries(
    Object.entries(entry.detail).map(([key, value]) => [
      key,
      typeof value === 'string' ? t(`detail.${value}`, { defaultValue: value }) : value,
    ]),
  );
  return t(`timeline.${entry.kind}`, { ...detail, team, defaultValue: entry.kind });
}

/** The live timeline as it happens, newest first, with the score after each entry. */
export function Timeline({ event, entries }: { event: Pick<SportEvent, 'participants' | 'sport'>; entries: Entry[] }) {
  const { t } = useTranslation('sportsbook');
  if (entries.length === 0) return <p className={styles.quiet}>{t('timeline.empty')}</p>;
  const shown = entries.slice(-TIMELINE_SHOWN).reverse();
  return (
    <ol className={styles.timeline} aria-label={t('event.timeline')}>
      {shown.map((entry, index) => (
        <li
          key={`${entry.atMs}-${entry.kind}-${index}`}
          className={entry.side ? styles[entry.side.toLowerCase()] : undefined}
        >
          <span className={styles.moment}>{momentText(t, event.sport, entry)}</span>
          <span
            className={`${styles.mark} ${MARKED_KINDS.has(entry.kind) ? (styles[`mark${entry.kind}`] ?? '') : ''}`}
            aria-hidden="true"
          />
          <span className={styles.entryText}>{entryText(t, event, entry)}</span>
          <span className={styles.entryScore}>
            {entry.score.home}–{entry.score.away}
          </span>
        </li>
      ))}
    </ol>
  );
}

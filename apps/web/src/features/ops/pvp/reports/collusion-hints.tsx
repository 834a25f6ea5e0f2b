import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { quickRange, type DayRange } from '../../../../lib/day-range.ts';
import styles from '../../ops.module.css';
import type { HandSearch } from '../api/hands.ts';
import { useCollusionHints, type CollusionHint } from '../api/reports.ts';
import { DeskQuery } from '../desk-query.tsx';
import own from '../ops-pvp.module.css';
import { signedMoney } from '../pvp-format.ts';

const DEFAULT_MIN_HANDS = 5;

/**
 * Pairs of members who often played the same hands and logged in from one address or browser, most suspicious first;
 * each pair opens their shared hands in the hand search. A hint is a reason to look, not a finding.
 */
export function CollusionHints({ onShowHands }: { onShowHands: (search: HandSearch) => void }) {
  const { t } = useTranslation('opsPvp');
  const [range, setRange] = useState<DayRange>(() => quickRange('last30'));
  const [minHands, setMinHands] = useState(DEFAULT_MIN_HANDS);
  const query = useCollusionHints({ ...range, minHands });
  return (
    <section className={styles.panel} aria-label={t('parts.collusion')}>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('range.from')}</span>
          <input
            type="date"
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span>{t('range.to')}</span>
          <input type="date" value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
        </label>
        <label className={styles.field}>
          <span>{t('collusion.minHands')}</span>
          <input
            type="number"
            min={1}
            max={10_000}
            value={minHands}
            onChange={(event) => setMinHands(Math.max(1, Number(event.target.value) || 1))}
          />
        </label>
      </div>
      <small className={styles.hint}>{t('collusion.hint')}</small>
      <DeskQuery query={query}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t('collusion.empty')} />
          ) : (
            <HintsTable hints={data.list} onShowHands={onShowHands} />
          )
        }
      </DeskQuery>
    </section>
  );
}

const nameOf = (member: { username: string; nickname: string | null }) =>
  member.nickname && member.nickname !== member.username ? `${member.username} (${member.nickname})` : member.username;

type HintsProps = { hints: readonly CollusionHint[]; onShowHands: (search: HandSearch) => void };

/** One row a pair: shared hands and tables, what links their logins, the chips between them, the score. */
function HintsTable({ hints, onShowHands }: HintsProps) {
  const { t, i18n } = useTranslation('opsPvp');
  return (
    <div className={own.scroll}>
      <table className={styles.table} data-testid="pvp-collusion">
        <thead>
          <tr>
            <th>{t('collusion.pair')}</th>
            <th className={styles.num}>{t('collusion.sharedHands')}</th>
            <th className={styles.num}>{t('collusion.sharedTables')}</th>
            <th>{t('collusion.links')}</th>
            <th className={styles.num}>{t('collusion.chipFlow')}</th>
            <th className={styles.num}>{t('collusion.score')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {hints.map((hint) => (
            <tr key={`${hint.a.memberId}-${hint.b.memberId}`}>
              <td>
                {nameOf(hint.a)} ↔ {nameOf(hint.b)}
              </td>
              <td className={styles.num}>{hint.sharedHands}</td>
              <td className={styles.num}>{hint.sharedTables}</td>
              <td>
                {hint.sharedIps.length > 0 ? (
                  <span className={own.badge}>{t('collusion.ip', { ips: hint.sharedIps.join(', ') })}</span>
                ) : null}
                {hint.sharedDevices > 0 ? (
                  <span className={own.badge}>{t('collusion.device', { count: hint.sharedDevices })}</span>
                ) : null}
              </td>
              <td className={styles.num} title={t('collusion.flowHint')}>
                {signedMoney(hint.chipFlow, i18n.language)}
              </td>
              <td className={styles.num}>{hint.score}</td>
              <td>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onShowHands({ member: hint.a.username, withMember: hint.b.username, pageNo: 1 })}
                >
                  {t('collusion.showHands')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

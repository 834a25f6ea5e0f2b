import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quickRange, type DayRange } from '../../../../lib/day-range.ts';
import styles from '../../ops.module.css';
import { useRakeReport, type RakeReport } from '../api/reports.ts';
import { DeskQuery } from '../desk-query.tsx';
import own from '../ops-pvp.module.css';
import { moneyIn } from '../pvp-format.ts';
import { DayRangeFields } from './day-range-fields.tsx';

/** The rake of the real-money tables by UTC day and by top-level agent, with hands, players and the range's totals. */
export function RakeReportPanel() {
  const { t } = useTranslation('opsPvp');
  const [range, setRange] = useState<DayRange>(() => quickRange('last7'));
  const query = useRakeReport(range);
  return (
    <section className={styles.panel} aria-label={t('parts.rake')}>
      <div className={styles.toolbar}>
        <DayRangeFields range={range} onChange={setRange} />
      </div>
      <DeskQuery query={query}>{(report) => <RakeTables report={report} />}</DeskQuery>
    </section>
  );
}

function RakeTables({ report }: { report: RakeReport }) {
  const { t, i18n } = useTranslation('opsPvp');
  const money = moneyIn(i18n.language);
  const figures = (row: { hands: number; players: number; rake: string }) => (
    <>
      <td className={styles.num}>{row.hands}</td>
      <td className={styles.num}>{row.players}</td>
      <td className={styles.num}>{money(row.rake)}</td>
    </>
  );
  const head = (first: string) => (
    <thead>
      <tr>
        <th>{first}</th>
        <th className={styles.num}>{t('rake.hands')}</th>
        <th className={styles.num}>{t('rake.players')}</th>
        <th className={styles.num}>{t('rake.rake')}</th>
      </tr>
    </thead>
  );
  const totals = (
    <tfoot>
      <tr className={own.total}>
        <th>{t('rake.total')}</th>
        {figures(report.totals)}
      </tr>
    </tfoot>
  );
  return (
    <div className={own.reportColumns}>
      <div className={styles.card}>
        <h3 className={own.heading}>{t('rake.byDay')}</h3>
        <table className={styles.table} data-testid="pvp-rake-days">
          {head(t('rake.day'))}
          <tbody>
            {report.days.map((row) => (
              <tr key={row.day} className={row.hands === 0 ? own.quiet : undefined}>
                <td>{row.day}</td>
                {figures(row)}
              </tr>
            ))}
          </tbody>
          {totals}
        </table>
      </div>
      <div className={styles.card}>
        <h3 className={own.heading}>{t('rake.byAgent')}</h3>
        <table className={styles.table} data-testid="pvp-rake-agents">
          {head(t('rake.agent'))}
          <tbody>
            {report.agents.map((row) => (
              <tr key={row.agentId ?? 'none'}>
                <td>{row.agentUsername ?? t('rake.noAgent')}</td>
                {figures(row)}
              </tr>
            ))}
          </tbody>
          {totals}
        </table>
        <p className={styles.hint}>{t('rake.agentHint')}</p>
      </div>
    </div>
  );
}

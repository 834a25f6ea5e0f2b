import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../components/agent-ui.module.css';
import type { DayRange } from '../../../lib/day-range.ts';
import { useCustomRange } from '../hooks/use-custom-range.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMoney, useSignedMoney } from '../../../lib/use-money.ts';
import { useFormats } from '../hooks/use-formats.ts';
import { moneyTone } from '../../../components/report/money-tone.ts';
import { OverviewChart } from '../components/overview-chart.tsx';
import pageStyles from '../components/team-overview.module.css';
import { useTeamOverview, type OverviewQuery } from '../api/team-overview.ts';

type Overview = ValueOf<(typeof ENDPOINTS)['agentTeamOverview']>;
export type OverviewRange = NonNullable<OverviewQuery['range']>;
/** The spec's ranges; kept here rather than imported so the page does not pull zod into the bundle. */
export const OVERVIEW_RANGES: readonly OverviewRange[] = ['TODAY', 'YESTERDAY', 'THIS_WEEK', 'THIS_MONTH', 'CUSTOM'];

/** The overview query of a range: a custom range sends its days, a named one only its name (the server knows the days). */
export function buildOverviewQuery(range: OverviewRange, custom: DayRange): OverviewQuery {
  return range === 'CUSTOM' ? { range, from: custom.from, to: custom.to } : { range };
}

/** Overview (`agentTeamOverview`): the team's figures for a range of days, with a daily chart. */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const [range, setRange] = useState<OverviewRange>('TODAY');
  const { form, custom, apply, problem } = useCustomRange();
  const query = buildOverviewQuery(range, custom);
  const { data, isPending, error, refetch, isFetching } = useTeamOverview(query);

  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.filters}`}>
        <div className={styles.chips} role="group" aria-label={t('overview.range')}>
          {OVERVIEW_RANGES.map((key) => (
            <button
              key={key}
              type="button"
              className={`${styles.chip} ${range === key ? styles.chipActive : ''}`}
              aria-pressed={range === key}
              onClick={() => {
                setRange(key);
                form.clearErrors();
              }}
            >
              {t(`overview.rangeName.${key}`)}
            </button>
          ))}
        </div>
        {range === 'CUSTOM' ? (
          <form
            className={styles.filters}
            onSubmit={(event) => void apply(event)}
            aria-label={t('overview.customRange')}
          >
            <div className={styles.field}>
              <label htmlFor="overview-from">{t('range.from')}</label>
              <input id="overview-from" type="date" {...form.register('from')} />
            </div>
            <div className={styles.field}>
              <label htmlFor="overview-to">{t('range.to')}</label>
              <input id="overview-to" type="date" {...form.register('to')} />
            </div>
            <Button type="submit" disabled={isFetching}>
              {t('range.search')}
            </Button>
          </form>
        ) : null}
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
        <p className={styles.hint}>{t('range.utcHint')}</p>
      </div>
      {isPending ? (
        <LoadingBlock />
      ) : error || !data ? (
        <ErrorBlock error={error} onRetry={() => void refetch()} />
      ) : (
        <OverviewFigures data={data} />
      )}
    </div>
  );
}

function OverviewFigures({ data }: { data: Overview }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const signed = useSignedMoney();
  const formats = useFormats();
  const period = data.from === data.to ? formats.day(data.from) : `${formats.day(data.from)} – ${formats.day(data.to)}`;
  const stats: { key: string; label: string; value: string; note?: string; className?: string }[] = [
    {
      key: 'teamSize',
      label: t('overview.teamSize'),
      value: formats.count(data.teamSize.all),
      note: t('overview.direct', { count: data.teamSize.direct }),
    },
    { key: 'newMembers', label: t('overview.newMembers'), value: formats.count(data.newMembers) },
    { key: 'activeMembers', label: t('overview.activeMembers'), value: formats.count(data.activeMembers) },
    {
      key: 'deposits',
      label: t('overview.deposits'),
      value: money(data.deposits.amount),
      note: t('overview.times', { count: data.deposits.count }),
    },
    {
      key: 'withdrawals',
      label: t('overview.withdrawals'),
      value: money(data.withdrawals.amount),
      note: t('overview.times', { count: data.withdrawals.count }),
    },
    {
      key: 'validBet',
      label: t('overview.validBet'),
      value: money(data.validBet),
      note: t('overview.betNote', { bet: money(data.bet), count: data.rounds }),
    },
    {
      key: 'teamWinLoss',
      label: t('overview.teamWinLoss'),
      value: signed(data.teamWinLoss),
      className: moneyTone(data.teamWinLoss),
      note: t('overview.payoutNote', { payout: money(data.payout) }),
    },
    {
      key: 'houseWinLoss',
      label: t('overview.houseWinLoss'),
      value: signed(data.houseWinLoss),
      className: moneyTone(data.houseWinLoss),
    },
  ];
  return (
    <>
      <section className={styles.card} aria-label={t('overview.figures')}>
        <p className={pageStyles.period} data-testid="overview-period">
          {t('overview.period', { period })}
        </p>
        <div className={styles.stats} style={{ marginTop: 'var(--space-3)' }}>
          {stats.map((stat) => (
            <div key={stat.key} className={styles.stat} data-testid={`overview-${stat.key}`}>
              <div className={styles.statLabel}>{stat.label}</div>
              <div className={`${styles.statValue} ${stat.className ?? ''}`}>{stat.value}</div>
              {stat.note ? <div className={styles.statNote}>{stat.note}</div> : null}
            </div>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-label={t('overview.daily')}>
        <h3 className={styles.cardTitle}>{t('overview.daily')}</h3>
        <OverviewChart days={data.series} formatDay={formats.day} formatMoney={money} formatSigned={signed} />
      </section>
    </>
  );
}

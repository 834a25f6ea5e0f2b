import { useTranslation } from 'react-i18next';
import { SafeLink } from '../../../components/ui/safe-link.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { DeskQuery } from '../pvp/desk-query.tsx';
import { useDashboard, type Dashboard } from './api/reports.ts';
import { AsOf } from './components/range-report.tsx';
import styles from './components/reports.module.css';

/** The desk's first screen: today's money and play (UTC day), and the queues waiting for an operator. */
export function OpsDashboard() {
  const { t } = useTranslation('opsReports');
  const query = useDashboard();
  return (
    <div className={styles.page} data-testid="ops-dashboard">
      <h2 className={styles.title}>{t('title.dashboard')}</h2>
      <DeskQuery query={query}>{(data) => <DashboardBody data={data} />}</DeskQuery>
    </div>
  );
}

function Tile({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className={styles.tile} data-testid={testId}>
      <span className={styles.tileLabel}>{label}</span>
      <strong className={styles.tileValue}>{value}</strong>
      {detail ? <span className={styles.tileDetail}>{detail}</span> : null}
    </div>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  const { t } = useTranslation('opsReports');
  const money = useMoney();
  const queues = [
    {
      key: 'deposits',
      route: '/ops/money/deposits',
      count: data.pending.deposits.count,
      amount: data.pending.deposits.amount,
    },
    {
      key: 'withdrawals',
      route: '/ops/money/withdrawals',
      count: data.pending.withdrawals.count,
      amount: data.pending.withdrawals.amount,
    },
    { key: 'applications', route: '/ops/marketing/promotions', count: data.pending.promotionApplications },
    { key: 'redemptions', route: '/ops/marketing/mall', count: data.pending.mallRedemptions },
    { key: 'feedback', route: '/ops/members/feedback', count: data.pending.feedback },
  ];
  return (
    <>
      <p className={styles.hint}>{t('today', { day: data.day })}</p>
      <div className={styles.tiles}>
        <Tile
          testId="dash-deposits"
          label={t('col.deposits')}
          value={money(data.deposits.amount)}
          detail={t('dash.depositsDetail', { count: data.deposits.count, depositors: data.deposits.depositors })}
        />
        <Tile
          testId="dash-withdrawals"
          label={t('col.withdrawals')}
          value={money(data.withdrawals.amount)}
          detail={t('dash.count', { count: data.withdrawals.count })}
        />
        <Tile
          testId="dash-ggr"
          label={t('col.ggr')}
          value={money(data.ggr)}
          detail={t('dash.ggrDetail', { bet: money(data.bet), payout: money(data.payout) })}
        />
        <Tile
          testId="dash-ngr"
          label={t('col.ngr')}
          value={money(data.ngr)}
          detail={t('dash.ngrDetail', { bonus: money(data.bonusCost) })}
        />
        <Tile testId="dash-active" label={t('col.players')} value={String(data.activePlayers)} />
        <Tile testId="dash-new" label={t('col.registrations')} value={String(data.newMembers)} />
        <Tile
          testId="dash-first"
          label={t('col.firstDepositors')}
          value={String(data.firstDepositors.count)}
          detail={money(data.firstDepositors.amount)}
        />
      </div>
      <h3 className={styles.blockTitle}>{t('dash.pending')}</h3>
      <ul className={styles.queues} data-testid="dash-pending">
        {queues.map((queue) => (
          <li key={queue.key}>
            <SafeLink to={queue.route} className={styles.queue}>
              <span>{t(`queue.${queue.key}`)}</span>
              <strong>{queue.count}</strong>
              {queue.amount ? <span className={styles.tileDetail}>{money(queue.amount)}</span> : null}
            </SafeLink>
          </li>
        ))}
      </ul>
      <AsOf at={data.rolledUpAt} readFrom={data.readFrom} />
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useGate } from '../../../lib/action-gate.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { isRealMember, useSessionStore } from '../../../lib/session-store.ts';
import { ConvertDialog } from '../components/convert-dialog.tsx';
import { EarnGuide } from '../components/earn-guide.tsx';
import { MallGrid } from '../components/mall-grid.tsx';
import { usePointsBalance } from '../api/points-balance.ts';
import { useMallItems } from '../api/mall-items.ts';
import { PointsRecords } from '../components/points-records.tsx';
import { RedeemHistory } from '../components/redeem-history.tsx';
import styles from '../points-mall.module.css';

type Tab = 'mall' | 'history' | 'records';

function BalanceCard({ onConvert }: { onConvert: () => void }) {
  const { t, i18n } = useTranslation('points');
  const isMember = useSessionStore(isRealMember);
  const balance = usePointsBalance();
  const gate = useGate();
  return (
    <section className={styles.balanceCard}>
      <div>
        <span className={styles.balanceLabel}>{t('balance.label')}</span>
        <strong className={styles.balanceValue} data-testid="points-balance">
          {isMember ? (balance.data ? formatNumber(balance.data.balance, i18n.language) : '…') : '—'}
        </strong>
        <span className={styles.hint}>
          {isMember && balance.data
            ? t('balance.lifetime', { points: formatNumber(balance.data.lifetime, i18n.language) })
            : t('balance.never')}
        </span>
      </div>
      <Button variant="secondary" onClick={() => gate(onConvert)} data-testid="points-convert">
        {t('convert.button')}
      </Button>
    </section>
  );
}

/** /pointMall: points balance, the items to redeem, my redemptions and points records, and points to cash. */
export function PointsMallPage() {
  const { t } = useTranslation('points');
  const describeError = useErrorMessage();
  const isMember = useSessionStore(isRealMember);
  const items = useMallItems();
  const balance = usePointsBalance();
  const [tab, setTab] = useState<Tab>('mall');
  const [isConverting, setConverting] = useState(false);
  const gate = useGate();
  const tabs = [
    { key: 'mall', label: t('tabs.mall') },
    { key: 'history', label: t('tabs.history') },
    { key: 'records', label: t('tabs.records') },
  ];
  return (
    <div className={styles.page}>
      <PageHero
        icon="gift"
        iconSize={30}
        title={t('title')}
        subtitle={t('subtitle')}
        classes={{ hero: styles.hero, icon: styles.heroIcon, title: styles.heroTitle, subtitle: styles.heroSubtitle }}
      />
      <div className={styles.top}>
        <BalanceCard onConvert={() => setConverting(true)} />
        <EarnGuide />
      </div>
      <Tabs
        items={tabs}
        active={tab}
        onChange={(key) => (key === 'mall' ? setTab('mall') : gate(() => setTab(key as Tab)))}
        ariaLabel={t('title')}
      />
      {tab === 'mall' ? (
        <>
          {items.isPending ? (
            <div className={styles.center}>
              <Spinner size={28} label={t('loading')} />
            </div>
          ) : null}
          {items.error ? (
            <p className={styles.error} role="alert">
              {describeError(items.error)}
            </p>
          ) : null}
          {items.data && items.data.list.length === 0 ? <EmptyState title={t('emptyMall')} /> : null}
          {items.data && items.data.list.length > 0 ? (
            <MallGrid
              items={items.data.list}
              currency={items.data.currency}
              balance={isMember ? (balance.data?.balance ?? null) : null}
            />
          ) : null}
        </>
      ) : null}
      {tab === 'history' && isMember ? <RedeemHistory /> : null}
      {tab === 'records' && isMember ? <PointsRecords currency={items.data?.currency ?? ''} /> : null}
      {isConverting && balance.data ? (
        <ConvertDialog balance={balance.data.balance} onClose={() => setConverting(false)} />
      ) : null}
    </div>
  );
}

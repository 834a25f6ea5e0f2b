import { RISK_FLAG_KINDS } from '@lucky/contracts/ops/ops-risk-endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { opsPath } from '../layout/ops-paths.ts';
import { Pager } from '../members/pager.tsx';
import { ReasonDialog } from '../members/reason-dialog.tsx';
import { useMayCall } from '../use-may-call.ts';
import styles from '../ops.module.css';
import { FlagGroupsTable, type FlagGroup } from './flag-groups.tsx';
import { useBlacklistChange, useRiskQueue, type BlacklistKind, type RiskFlagKind } from './risk-api.ts';

/** The kinds whose shared value can be blacklisted as it stands. */
const BLACKLISTABLE: Partial<Record<RiskFlagKind, BlacklistKind>> = {
  SHARED_IP: 'IP',
  SHARED_DEVICE: 'DEVICE',
  SHARED_BANK_ACCOUNT: 'BANK_ACCOUNT',
};

/**
 * The risk queue: groups of accounts sharing an address, a device or a bank account, abusing one promotion together
 * or forming a referral ring, largest first, each kind a tab with its count; refreshed every 30 seconds. A shared
 * value goes on the blacklist from its row, after a confirmation with the reason the audit log keeps.
 */
export function OpsRiskQueue() {
  const { t } = useTranslation('opsRisk');
  const describeError = useErrorMessage();
  const [kind, setKind] = useState<RiskFlagKind>('SHARED_IP');
  const [page, setPage] = useState(1);
  const [listing, setListing] = useState<{ group: FlagGroup; kind: BlacklistKind } | null>(null);
  const mayList = useMayCall('opsBlacklistAdd');
  const query = useRiskQueue(kind, page);
  const data = query.data;
  const listKind = BLACKLISTABLE[kind];
  return (
    <section className={styles.panel} aria-label={t('queue.title')}>
      <header className={styles.row}>
        <h2 className={styles.subtitle}>{t('queue.title')}</h2>
        <Link to={opsPath.section('risk-blacklist')}>{t('blacklist.title')}</Link>
      </header>
      <p className={styles.hint}>{t('queue.intro')}</p>
      <Tabs
        items={RISK_FLAG_KINDS.map((key) => ({
          key,
          label: data ? `${t(`kind.${key}`)} (${data.totals[key] ?? 0})` : t(`kind.${key}`),
        }))}
        active={kind}
        onChange={(key) => {
          setKind(key as RiskFlagKind);
          setPage(1);
        }}
        ariaLabel={t('queue.title')}
      />
      <p className={styles.hint}>{t(`explain.${kind}`)}</p>
      {query.error ? (
        <p className={styles.error} role="alert">
          {describeError(query.error)}
        </p>
      ) : null}
      {data && data.list.length > 0 ? (
        <FlagGroupsTable
          groups={data.list}
          testId="risk-queue"
          action={
            mayList && listKind
              ? (group) => (
                  <Button size="sm" variant="secondary" onClick={() => setListing({ group, kind: listKind })}>
                    {t('blacklist.add')}
                  </Button>
                )
              : undefined
          }
        />
      ) : null}
      {data && data.list.length === 0 ? <p className={styles.hint}>{t('queue.none')}</p> : null}
      {data ? <Pager page={page} totalPages={data.totalPages} totalCount={data.totalCount} onPage={setPage} /> : null}
      {listing ? <BlacklistDialog {...listing} onClose={() => setListing(null)} /> : null}
    </section>
  );
}

function BlacklistDialog({ group, kind, onClose }: { group: FlagGroup; kind: BlacklistKind; onClose: () => void }) {
  const { t } = useTranslation('opsRisk');
  const { add } = useBlacklistChange(onClose);
  return (
    <ReasonDialog
      title={t('blacklist.addTitle')}
      warning={t('blacklist.addWarning', {
        kind: t(`blacklistKind.${kind}`),
        value: group.value,
        count: group.members.length,
      })}
      confirmLabel={t('blacklist.add')}
      isPending={add.isPending}
      error={add.error}
      onConfirm={(reason) => add.mutate({ kind, value: group.value, reason })}
      onCancel={onClose}
    />
  );
}

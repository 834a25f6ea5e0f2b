import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import type { ContractKind } from '../utils/contract-kinds.ts';
import { MyContractSection } from '../components/my-contract-section.tsx';
import { OfferedSection } from '../components/offered-section.tsx';
import { PayoutsSection } from '../components/payouts-section.tsx';
import { useConsolidated } from '../api/consolidated.ts';
import styles from '../components/contracts.module.css';

/** Everything about one kind: my own contract, what I gave my downline, and the payouts. */
export function ContractKindView({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const { data } = useConsolidated();
  // Offering needs a live contract of the kind (contract.kind.not.held otherwise).
  const holds = data?.contractKinds.includes(kind) ?? false;
  return (
    <div className={styles.page} data-testid={`contract-page-${kind}`}>
      <p className={styles.hint}>{t(`intro.${kind}`)}</p>
      <MyContractSection kind={kind} />
      <OfferedSection kind={kind} canOffer={holds} />
      <PayoutsSection kind={kind} />
    </div>
  );
}

/** Dividend (`enableCt`). */
export function DividendPage() {
  return <ContractKindView kind="DIVIDEND" />;
}

/** Hourly Salary (`hourSalary`). */
export function HourSalaryPage() {
  return <ContractKindView kind="HOURLY" />;
}

/**
 * Daily Salary (`salary`): the daily wage, and real-time salary as a second tab (the spec's menu
 * has no item of its own for it). Opens on real time when that is where a request waits or the only salary held.
 */
export function SalaryPage() {
  const { t } = useTranslation('contracts');
  const { data } = useConsolidated();
  // Open on real time when a real-time request waits and no daily one does, or when only real time is held.
  const onlyRealtime = Boolean(
    data &&
    data.dailysalreqtype === 0 &&
    (data.realtimesalreqtype !== 0 ||
      (data.contractKinds.includes('REALTIME') && !data.contractKinds.includes('DAILY_WAGE'))),
  );
  const [chosen, setChosen] = useState<ContractKind | null>(null);
  const active = chosen ?? (onlyRealtime ? 'REALTIME' : 'DAILY_WAGE');
  return (
    <div className={styles.page}>
      <Tabs
        ariaLabel={t('salary.tabs')}
        active={active}
        onChange={(key) => setChosen(key as ContractKind)}
        items={[
          { key: 'DAILY_WAGE', label: t('kind.DAILY_WAGE') },
          { key: 'REALTIME', label: t('kind.REALTIME') },
        ]}
      />
      <ContractKindView key={active} kind={active} />
    </div>
  );
}

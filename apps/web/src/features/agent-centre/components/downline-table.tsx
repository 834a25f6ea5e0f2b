import { isAgentType } from '@lucky/contracts/common/constants';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { localeOf } from '../../../lib/format.ts';
import styles from './agent-ui.module.css';
import { useMoney } from '../../../lib/use-money.ts';
import { useFormats } from '../hooks/use-formats.ts';

export type Downline = ValueOf<(typeof ENDPOINTS)['agentDownlineList']>['list'][number];
type Contract = Downline['contracts'][number];

/** Contracts are offered by an upline to its direct downline agents only (the server refuses anyone else). */
export const canOfferContract = (row: Pick<Downline, 'level' | 'type' | 'status'>): boolean =>
  row.level === 1 && isAgentType(row.type) && row.status === 'ACTIVE';

/** `showLevel`: only the all-levels list mixes levels; the direct list is all level 1. */
type Props = {
  rows: readonly Downline[];
  showLevel: boolean;
  onTransfer: (row: Downline) => void;
  onOffer: (row: Downline) => void;
  /** Opens the account's detail with lock, unlock and password reset. */
  onManage: (row: Downline) => void;
};

export function DownlineTable({ rows, showLevel, onTransfer, onOffer, onManage }: Props) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const formats = useFormats();
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="downline-list">
        <thead>
          <tr>
            <th>{t('column.username')}</th>
            <th>{t('column.type')}</th>
            {showLevel ? <th className={styles.num}>{t('column.level')}</th> : null}
            <th className={styles.num}>{t('column.balance')}</th>
            <th>{t('downline.lastLogin')}</th>
            <th>{t('column.status')}</th>
            <th>{t('downline.contracts')}</th>
            <th>{t('downline.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`downline-${row.username}`}>
              <td>
                <div>{row.username}</div>
                {row.nickname && row.nickname !== row.username ? (
                  <div className={styles.hint}>{row.nickname}</div>
                ) : null}
                {row.level > 1 && row.uplineUsername ? (
                  <div className={styles.hint}>{t('downline.under', { upline: row.uplineUsername })}</div>
                ) : null}
              </td>
              <td className={styles.nowrap}>
                {t(`accountType.${row.type}`, { defaultValue: String(row.type) })}
                {row.directCount > 0 ? (
                  <div className={styles.hint}>{t('downline.directCount', { count: row.directCount })}</div>
                ) : null}
              </td>
              {showLevel ? <td className={styles.num}>{row.level}</td> : null}
              <td className={styles.num}>{money(row.balance)}</td>
              <td className={styles.nowrap}>
                <div>{row.lastLoginAt ? formats.shortDateTime(row.lastLoginAt) : t('downline.never')}</div>
                <div className={styles.hint}>
                  {t('downline.registeredAt', { time: formats.shortDateTime(row.createdAt) })}
                </div>
              </td>
              <td>
                <span className={`${styles.badge} ${row.status === 'ACTIVE' ? styles.badgeGood : styles.badgeBad}`}>
                  {t(`downline.statusName.${row.status}`)}
                </span>
              </td>
              <td>
                <ContractBadges contracts={row.contracts} />
              </td>
              <td>
                <div className={styles.actions}>
                  <Button size="sm" onClick={() => onTransfer(row)} disabled={row.status !== 'ACTIVE'}>
                    {t('downline.transfer')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => onManage(row)}>
                    {t('downline.manage')}
                  </Button>
                  {canOfferContract(row) ? (
                    <Button size="sm" variant="secondary" onClick={() => onOffer(row)}>
                      {t('downline.offer')}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContractBadges({ contracts }: { contracts: readonly Contract[] }) {
  const { t, i18n } = useTranslation('agent');
  if (contracts.length === 0) return <span className={styles.hint}>{t('downline.noContract')}</span>;
  // Basis points to a percentage for display only (an integer divided once, never summed).
  const percent = (bp: number) =>
    `${(bp / 100).toLocaleString(localeOf(i18n.language), { maximumFractionDigits: 2 })}%`;
  return (
    <div className={styles.badges}>
      {contracts.map((contract) => {
        const state = contract.terminationRequested ? 'TERMINATING' : contract.status;
        const tone = state === 'ACTIVE' ? styles.badgeGood : styles.badgeWait;
        return (
          <span key={contract.contractId} className={`${styles.badge} ${tone}`} data-testid="contract-badge">
            {t(`contractKind.${contract.kind}`)}
            {contract.maxRateBp !== null ? ` ${percent(contract.maxRateBp)}` : ''}
            {' · '}
            {t(`contractState.${state}`)}
          </span>
        );
      })}
    </div>
  );
}

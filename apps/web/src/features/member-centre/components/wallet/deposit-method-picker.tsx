import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../../lib/use-money.ts';
import styles from '../../pages/wallet-pages.module.css';

export type DepositMethod = ValueOf<(typeof ENDPOINTS)['depositMethods']>['methods'][number];

type Props = {
  methods: readonly DepositMethod[];
  chosen: DepositMethod;
  currencySymbol: string;
  onChoose: (code: string) => void;
};

/** The payment methods as a radio group of cards, each with its limits. */
export function DepositMethodPicker({ methods, chosen, currencySymbol, onChoose }: Props) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{t('deposit.method')}</span>
      <div className={styles.methods} role="radiogroup" aria-label={t('deposit.method')}>
        {methods.map((item) => (
          <button
            key={item.code}
            type="button"
            role="radio"
            aria-checked={item.code === chosen.code}
            data-method={item.code}
            className={item.code === chosen.code ? `${styles.method} ${styles.methodActive}` : styles.method}
            onClick={() => onChoose(item.code)}
          >
            <span className={styles.methodName}>{item.name}</span>
            <br />
            <span className={styles.hint}>
              {t('deposit.limits', {
                min: money(item.minAmount, currencySymbol),
                max: money(item.maxAmount, currencySymbol),
              })}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

/** The operator's account a manual bank transfer is paid to. */
export function OperatorBankAccount({ account }: { account: NonNullable<DepositMethod['bankAccount']> }) {
  const { t } = useTranslation('wallet');
  return (
    <dl className={styles.facts} aria-label={t('deposit.payTo')} data-testid="operator-bank">
      <dt>{t('deposit.bankName')}</dt>
      <dd>{account.bankName}</dd>
      <dt>{t('deposit.accountName')}</dt>
      <dd>{account.accountName}</dd>
      <dt>{t('deposit.accountNumber')}</dt>
      <dd>{account.accountNumber}</dd>
      {account.branch ? (
        <>
          <dt>{t('deposit.branch')}</dt>
          <dd>{account.branch}</dd>
        </>
      ) : null}
    </dl>
  );
}

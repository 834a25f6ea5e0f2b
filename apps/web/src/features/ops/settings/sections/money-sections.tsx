import { useTranslation } from 'react-i18next';
import type { MerchantConfig } from '../api/settings.ts';
import { SectionEditor } from '../section-editor.tsx';
import { SettingsCheck, SettingsInput } from '../settings-field.tsx';
import { limitsDraft, paymentsDraft } from '../settings-schemas.ts';
import styles from '../settings.module.css';

type Limits = Record<string, string | number>;
const WITHDRAWAL_FIELDS = [
  'minAmount',
  'maxAmount',
  'dailyMaxCount',
  'dailyMaxAmount',
  'autoReceiptMinutes',
  'maxBankAccounts',
] as const;
const asText = (source: Limits | undefined, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, String(source?.[key] ?? '')]));

/** Withdrawal and transfer limits: amounts per order and per day, counts, and how deep an agent may transfer. */
export function LimitsSection({ config }: { config: MerchantConfig }) {
  const { t } = useTranslation('opsReports');
  return (
    <SectionEditor
      title={t('settings.tab.limits')}
      config={config}
      schema={limitsDraft}
      draftOf={(current) => ({
        withdrawal: asText(current.withdrawal as Limits, WITHDRAWAL_FIELDS) as never,
        transfers: {
          ...asText(current.transfers as Limits, ['minAmount', 'maxAmount']),
          downline: (current.transfers as { downline?: 'ANY_DEPTH' | 'DIRECT' })?.downline ?? 'ANY_DEPTH',
        } as never,
      })}
      // The withdrawal section keeps what this form does not edit (the banks a member may bind).
      patchOf={(current, parsed) => ({
        withdrawal: { ...(current.withdrawal as object), ...parsed.withdrawal },
        transfers: parsed.transfers,
      })}
    >
      {(form) => (
        <>
          <fieldset className={styles.grid}>
            <legend>{t('settings.withdrawal')}</legend>
            {WITHDRAWAL_FIELDS.map((key) => (
              <SettingsInput key={key} form={form} name={`withdrawal.${key}`} label={t(`settings.limit.${key}`)} />
            ))}
          </fieldset>
          <fieldset className={styles.grid}>
            <legend>{t('settings.transfers')}</legend>
            <SettingsInput form={form} name="transfers.minAmount" label={t('settings.limit.minAmount')} />
            <SettingsInput form={form} name="transfers.maxAmount" label={t('settings.limit.maxAmount')} />
            <div className={styles.field}>
              <label htmlFor="settings-downline">{t('settings.downline')}</label>
              <select id="settings-downline" {...form.register('transfers.downline')}>
                <option value="ANY_DEPTH">{t('settings.downlineAny')}</option>
                <option value="DIRECT">{t('settings.downlineDirect')}</option>
              </select>
            </div>
          </fieldset>
        </>
      )}
    </SectionEditor>
  );
}

type Method = { code: string; name: unknown; enabled: boolean; minAmount: string; maxAmount: string };
type Payments = { methods: Method[]; maxPendingDeposits: number };

/** Payment methods on or off with their limits, and how many deposits a member may have waiting. */
export function PaymentsSection({ config }: { config: MerchantConfig }) {
  const { t } = useTranslation('opsReports');
  const payments = config.payments as Payments;
  return (
    <SectionEditor
      title={t('settings.tab.payments')}
      config={config}
      schema={paymentsDraft}
      draftOf={() => ({
        maxPendingDeposits: String(payments.maxPendingDeposits) as never,
        methods: payments.methods.map((method) => ({
          code: method.code,
          enabled: method.enabled,
          minAmount: method.minAmount,
          maxAmount: method.maxAmount,
        })),
      })}
      // Each method keeps what this form does not edit (its names, bank account, provider).
      patchOf={(_, parsed) => ({
        payments: {
          ...payments,
          maxPendingDeposits: parsed.maxPendingDeposits,
          methods: payments.methods.map((method, index) => ({ ...method, ...parsed.methods[index] })),
        },
      })}
    >
      {(form) => (
        <>
          <SettingsInput form={form} name="maxPendingDeposits" label={t('settings.maxPendingDeposits')} />
          {payments.methods.map((method, index) => (
            <fieldset key={method.code} className={styles.grid}>
              <legend>{method.code}</legend>
              <SettingsCheck form={form} name={`methods.${index}.enabled`} label={t('settings.enabled')} />
              <SettingsInput form={form} name={`methods.${index}.minAmount`} label={t('settings.limit.minAmount')} />
              <SettingsInput form={form} name={`methods.${index}.maxAmount`} label={t('settings.limit.maxAmount')} />
            </fieldset>
          ))}
        </>
      )}
    </SectionEditor>
  );
}

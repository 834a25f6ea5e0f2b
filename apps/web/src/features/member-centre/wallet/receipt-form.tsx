import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { ENDPOINT_ROUTES } from '@lucky/contracts/endpoint-routes.generated';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { callApi, uploadFiles } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { checkProofs, MAX_PROOFS } from '../../../lib/proof-files.ts';
import { useProofFiles } from '../../../lib/use-proof-files.ts';
import { toMinor, useInvalidateFunds } from './wallet-utils.ts';
import styles from '../pages/wallet-pages.module.css';

type Withdrawal = ValueOf<(typeof ENDPOINTS)['withdrawalList']>['list'][number];
type ReceiptType = 'FULL' | 'PARTIAL' | 'NONE';
const TYPES: ReceiptType[] = ['FULL', 'PARTIAL', 'NONE'];

/** Confirms a paid withdrawal: full, partial (received + remaining) or not received, with up to 3 proof images. */
export function ReceiptForm({
  order,
  autoReceiptMinutes,
  onDone,
}: {
  order: Withdrawal;
  autoReceiptMinutes: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { t: te } = useTranslation('errors');
  const money = useMoney();
  const describeError = useErrorMessage();
  const invalidateFunds = useInvalidateFunds();
  const client = useQueryClient();
  const [type, setType] = useState<ReceiptType>('FULL');
  const [received, setReceived] = useState('');
  const [remaining, setRemaining] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { files, pickFiles } = useProofFiles(setProblem);
  const confirm = useMutation({
    mutationFn: async () => {
      const proofs =
        files.length > 0
          ? await uploadFiles<{ proofId: number }[]>(ENDPOINT_ROUTES.withdrawalProofUpload.path, files)
          : [];
      return callApi('withdrawalConfirmReceipt', {
        body: {
          orderNo: order.orderNo,
          type,
          proofIds: proofs.map((proof) => proof.proofId),
          note: note.trim() || undefined,
          receivedAmount: type === 'PARTIAL' ? received.trim() : undefined,
          remainingAmount: type === 'PARTIAL' ? remaining.trim() : undefined,
        },
      });
    },
    onSuccess: () => {
      invalidateFunds();
      void client.invalidateQueries({ queryKey: ['wallet', 'withdrawals'] });
      onDone();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (type === 'PARTIAL') {
      const got = toMinor(received);
      const left = toMinor(remaining);
      const total = toMinor(order.amount) ?? 0n;
      if (got === null || left === null || got <= 0n || left <= 0n) {
        setProblem(t('receipt.partialAmounts'));
        return;
      }
      if (got + left !== total) {
        setProblem(t('receipt.partialSum', { amount: money(order.amount) }));
        return;
      }
    }
    const code = checkProofs(files);
    if (code) {
      setProblem(te(`error.${code}`));
      return;
    }
    setProblem(null);
    confirm.mutate();
  };

  return (
    <form
      className={`${styles.form} ${styles.receipt}`}
      onSubmit={submit}
      noValidate
      aria-label={t('receipt.title', { orderNo: order.orderNo })}
      data-testid="receipt-form"
    >
      <h4 className={styles.cardTitle}>{t('receipt.title', { orderNo: order.orderNo })}</h4>
      <p className={styles.hint}>{t('receipt.intro', { amount: money(order.amount), minutes: autoReceiptMinutes })}</p>
      <p className={styles.warning}>{t('receipt.forcedWarning')}</p>
      <div className={styles.radios} role="radiogroup" aria-label={t('receipt.choose')}>
        {TYPES.map((item) => (
          <label key={item}>
            <input
              type="radio"
              name="receipt-type"
              value={item}
              checked={type === item}
              onChange={() => setType(item)}
            />{' '}
            {t(`receipt.type.${item}`)}
          </label>
        ))}
      </div>
      {type === 'PARTIAL' ? (
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="receipt-received">{t('receipt.received')}</label>
            <input
              id="receipt-received"
              inputMode="decimal"
              value={received}
              onChange={(event) => setReceived(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="receipt-remaining">{t('receipt.remaining')}</label>
            <input
              id="receipt-remaining"
              inputMode="decimal"
              value={remaining}
              onChange={(event) => setRemaining(event.target.value)}
            />
          </div>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="receipt-proofs">{t('receipt.proofs', { max: MAX_PROOFS })}</label>
        <input id="receipt-proofs" type="file" accept="image/png,image/jpeg" multiple onChange={pickFiles} />
        <span className={styles.hint}>
          {files.length > 0 ? files.map((file) => file.name).join(', ') : t('receipt.proofsHint')}
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor="receipt-note">{t('receipt.note')}</label>
        <input id="receipt-note" maxLength={140} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {confirm.error ? (
        <p className={styles.error} role="alert">
          {describeError(confirm.error)}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" disabled={confirm.isPending}>
          {t('receipt.submit')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../../lib/action-gate.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useLocalized } from '../../../lib/localized-text.ts';
import { openMemberCentre } from '../../../lib/modal-store.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { usePromotionAction, type PromotionAction } from '../api/promotion-action.ts';
import type { Promotion } from '../api/promotion-list.ts';
import { ApplicationDialog } from './application-dialog.tsx';
import { PromotionActionButton } from './promotion-action-button.tsx';
import styles from '../promotions.module.css';

/**
 * What a member can do with a promotion now — join, deposit, claim, apply or draw — chosen by
 * the status the server computed. Every button goes through the login/real-account gate.
 */
export function PromotionActions({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const describeError = useErrorMessage();
  const localized = useLocalized();
  const gate = useGate();
  const [applying, setApplying] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const formatAmount = useMoney();
  const money = (value: string | null) => (value === null ? '' : formatAmount(value));
  const act = usePromotionAction(promotion.id);
  const run = (action: PromotionAction) =>
    gate(() =>
      act.mutate(action, {
        onSuccess: (result) => {
          if (result.action === 'join') setNotice(t('notice.joined'));
          else if (result.action === 'claim') setNotice(t('notice.claimed', { amount: money(result.value.amount) }));
          else {
            const { prize } = result.value;
            setNotice(t('notice.won', { prize: localized(prize.name), amount: money(prize.amount) }));
          }
        },
        onError: () => setNotice(null),
      }),
    );

  return (
    <div className={styles.actions}>
      <PromotionActionButton
        promotion={promotion}
        isBusy={act.isPending}
        money={money}
        onRun={run}
        onApply={() => gate(() => setApplying(true))}
        onDeposit={() => gate(() => openMemberCentre('depositv2'))}
        onLogin={() => gate(() => undefined)}
      />
      {act.error ? (
        <p className={styles.error} role="alert">
          {describeError(act.error)}
        </p>
      ) : null}
      {notice ? (
        <p className={styles.success} role="status" data-testid="promo-notice">
          {notice}
        </p>
      ) : null}
      {applying ? (
        <ApplicationDialog
          promotion={promotion}
          onClose={() => setApplying(false)}
          onSent={() => {
            setApplying(false);
            setNotice(t('notice.applied'));
          }}
        />
      ) : null}
    </div>
  );
}

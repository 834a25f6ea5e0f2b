import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUERY_KEYS } from '../../lib/data/query-keys.ts';
import { Button } from '../../components/ui/button.tsx';
import { callApi } from '../../lib/api-client.ts';
import { useGate } from '../../lib/action-gate.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useMoney } from '../../lib/use-money.ts';
import { openMemberCentre } from '../../lib/modal-store.ts';
import { ApplicationDialog } from './application-dialog.tsx';
import { PROMOTION_KEYS, type Promotion } from './promotions-api.ts';
import { useLocalized } from '../../lib/localized-text.ts';
import styles from './promotions.module.css';

/** A progress bar with its numbers, for turnover and raffle deposits. */
function Progress({
  current,
  target,
  label,
  testId,
}: {
  current: string;
  target: string;
  label: string;
  testId: string;
}) {
  const ratio = Number(target) > 0 ? Math.min(1, Number(current) / Number(target)) : 1;
  const money = useMoney();
  return (
    <div className={styles.progress} data-testid={testId}>
      <div className={styles.progressLabel}>
        <span>{label}</span>
        <span>
          {money(current)} / {money(target)}
        </span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
      >
        <div className={styles.progressFill} style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}

/**
 * What a member can do with a promotion now — join, deposit, claim, apply or draw — chosen by
 * the status the server computed. Every button goes through the login/real-account gate.
 */
export function PromotionActions({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const describeError = useErrorMessage();
  const localized = useLocalized();
  const gate = useGate();
  const client = useQueryClient();
  const [applying, setApplying] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const formatAmount = useMoney();
  const money = (value: string | null) => (value === null ? '' : formatAmount(value));
  const refresh = () => {
    void client.invalidateQueries({ queryKey: PROMOTION_KEYS.all });
    void client.invalidateQueries({ queryKey: QUERY_KEYS.walletBalance });
  };
  const act = useMutation({
    mutationFn: async (action: 'join' | 'claim' | 'draw') => {
      const body = { promotionId: promotion.id };
      if (action === 'join') {
        await callApi('promotionJoin', { body });
        return t('notice.joined');
      }
      if (action === 'claim')
        return t('notice.claimed', { amount: money((await callApi('promotionClaim', { body })).amount) });
      const { prize } = await callApi('promotionRaffleClaim', { body });
      return t('notice.won', { prize: localized(prize.name), amount: money(prize.amount) });
    },
    onSuccess: (message) => {
      setNotice(message);
      refresh();
    },
    onError: () => setNotice(null),
  });
  const member = promotion.member;
  const run = (action: 'join' | 'claim' | 'draw') => gate(() => act.mutate(action));
  const deposit = () => gate(() => openMemberCentre('depositv2'));

  let body;
  if (!member) {
    body = (
      <Button data-testid="promo-login" onClick={() => gate(() => undefined)}>
        {t('action.login')}
      </Button>
    );
  } else if (member.status === 'COMING_SOON' || member.status === 'CLOSE') {
    body = <Button disabled>{t(`status.${member.status}`)}</Button>;
  } else if (member.status === 'JOIN' && promotion.kind === 'APPLICATION') {
    body = (
      <Button data-testid="promo-apply" onClick={() => gate(() => setApplying(true))}>
        {t('action.apply')}
      </Button>
    );
  } else if (member.status === 'JOIN') {
    body = (
      <Button data-testid="promo-join" disabled={act.isPending} onClick={() => run('join')}>
        {t('action.join')}
      </Button>
    );
  } else if (member.status === 'JOINED') {
    body = (
      <>
        <p className={styles.hint}>{t('hint.depositToUnlock', { amount: money(promotion.terms.minDeposit) })}</p>
        <Button data-testid="promo-deposit" variant="secondary" onClick={deposit}>
          {t('action.deposit')}
        </Button>
      </>
    );
  } else if (member.status === 'CLAIM' && promotion.kind === 'RAFFLE') {
    body = (
      <Button data-testid="promo-raffle" disabled={act.isPending} onClick={() => run('draw')}>
        {t('action.draw')}
      </Button>
    );
  } else if (member.status === 'CLAIM') {
    body = (
      <Button data-testid="promo-claim" disabled={act.isPending} onClick={() => run('claim')}>
        {t('action.claim', { amount: money(member.claimable) })}
      </Button>
    );
  } else if (member.status === 'PROCESS' && promotion.kind === 'DEPOSIT_BONUS' && member.progress) {
    body = (
      <Progress
        testId="promo-turnover"
        label={t('progress.turnover')}
        current={member.progress.current}
        target={member.progress.target}
      />
    );
  } else if (member.status === 'PROCESS' && promotion.kind === 'RAFFLE' && member.progress) {
    body = (
      <>
        <Progress
          testId="promo-raffle-progress"
          label={t('progress.deposits')}
          current={member.progress.current}
          target={member.progress.target}
        />
        <Button data-testid="promo-deposit" variant="secondary" onClick={deposit}>
          {t('action.deposit')}
        </Button>
      </>
    );
  } else if (member.status === 'PROCESS') {
    body = (
      <p className={styles.hint}>
        {member.claimable ? t('hint.rebateAuto', { amount: money(member.claimable) }) : t('hint.rebateAccruing')}
      </p>
    );
  } else if (member.status === 'REJECTED') {
    body = (
      <p className={styles.hint} data-testid="promo-reject-reason">
        {t('hint.rejected', { reason: member.rejectReason ?? '' })}
      </p>
    );
  } else if (member.status === 'APPLYING') {
    body = <p className={styles.hint}>{t('hint.applying')}</p>;
  } else {
    body = (
      <p className={styles.hint} data-testid="promo-paid">
        {member.prize
          ? t('hint.prize', { prize: localized(member.prize), amount: money(member.paid) })
          : t('hint.paid', { amount: money(member.paid) })}
      </p>
    );
  }
  return (
    <div className={styles.actions}>
      {body}
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
            refresh();
          }}
        />
      ) : null}
    </div>
  );
}

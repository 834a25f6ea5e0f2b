import type { PlayLimitView } from '@lucky/contracts/responsible-play/responsible-play-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useConfirmLimit, useSetLimit, type LimitBody } from '../api/play-state.ts';
import styles from '../responsible-play.module.css';
import { LimitForm } from './limit-form.tsx';

function LimitRow({ limit, now }: { limit: PlayLimitView; now: number }) {
  const { t, i18n } = useTranslation('responsiblePlay');
  const money = useMoney();
  const confirm = useConfirmLimit();
  const remove = useSetLimit();
  const isSession = limit.kind === 'SESSION';
  const show = (value: string) => (isSession ? value : money(value));
  const target = { kind: limit.kind, period: limit.period } as Pick<LimitBody, 'kind' | 'period'>;
  const pending = limit.pending;
  const canConfirm = pending !== null && new Date(pending.confirmFrom).getTime() <= now;
  return (
    <li className={styles.limit} data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className={styles.limitHead}>
        <strong>{t(`limits.kind.${limit.kind}`)}</strong>
        <span>{t(`limits.period.${limit.period}`)}</span>
      </div>
      <p>
        {isSession
          ? t('limits.usedMinutes', { used: limit.used, amount: limit.amount })
          : t('limits.used', { used: show(limit.used), amount: show(limit.amount) })}
      </p>
      <meter min={0} max={Number(limit.amount)} value={Math.min(Number(limit.used), Number(limit.amount))} />
      {limit.resetsAt ? (
        <p className={styles.note}>{t('limits.resets', { at: formatDateTime(limit.resetsAt, i18n.language) })}</p>
      ) : null}
      {pending ? (
        <p className={styles.note}>
          {pending.isRemoval ? t('limits.pendingRemoval') : t('limits.pending', { amount: show(pending.amount ?? '') })}{' '}
          {t('limits.confirmFrom', {
            from: formatDateTime(pending.confirmFrom, i18n.language),
            until: formatDateTime(pending.confirmUntil, i18n.language),
          })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {canConfirm ? (
          <Button size="sm" onClick={() => confirm.mutate(target)} disabled={confirm.isPending}>
            {t('limits.confirm')}
          </Button>
        ) : null}
        {!pending ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => remove.mutate({ ...target, amount: null } as LimitBody)}
            disabled={remove.isPending}
          >
            {t('limits.remove')}
          </Button>
        ) : null}
      </div>
      <FormAlerts problem={null} error={confirm.error ?? remove.error} className={styles.alert} />
    </li>
  );
}

/** The member's limits, what is used of each and when it resets, and the form to set one. */
export function LimitsSection({ limits }: { limits: PlayLimitView[] }) {
  const { t } = useTranslation('responsiblePlay');
  // Whether a waiting raise may be confirmed yet: judged at the page's opening (the server checks again).
  const [now] = useState(() => Date.now());
  return (
    <section className={styles.section} aria-labelledby="rp-limits">
      <h2 id="rp-limits">{t('limits.title')}</h2>
      <p className={styles.note}>{t('limits.rule')}</p>
      {limits.length === 0 ? <p>{t('limits.none')}</p> : null}
      <ul className={styles.limits}>
        {limits.map((limit) => (
          <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} now={now} />
        ))}
      </ul>
      <LimitForm />
    </section>
  );
}

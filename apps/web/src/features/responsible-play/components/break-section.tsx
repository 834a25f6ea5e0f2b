import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useExclude, useReopen, usePlayState, type ExcludeBody } from '../api/play-state.ts';
import styles from '../responsible-play.module.css';

const CHOICES: ExcludeBody[] = [
  { kind: 'COOL_OFF', duration: '24H' },
  { kind: 'COOL_OFF', duration: '7D' },
  { kind: 'COOL_OFF', duration: '30D' },
  { kind: 'SELF_EXCLUSION', duration: '6M' },
  { kind: 'SELF_EXCLUSION', duration: '1Y' },
  { kind: 'SELF_EXCLUSION', duration: '5Y' },
  { kind: 'SELF_EXCLUSION', duration: 'PERMANENT' },
];
/** Independent, free site-blocking software the page points to (GamStop's and the Gambling Commission's advice). */
const BLOCKING_SOFTWARE_URL = 'https://www.gamban.com/';

function ExclusionChoice({ choice }: { choice: ExcludeBody }) {
  const { t } = useTranslation('responsiblePlay');
  const [isAsking, setAsking] = useState(false);
  const exclude = useExclude();
  const clearSession = useSessionStore((state) => state.clear);
  const label = `${t(`break.kind.${choice.kind}`)} · ${t(`break.duration.${choice.duration}`)}`;
  const start = () =>
    exclude.mutate(choice, {
      // Every session of the member has ended on the server: this tab logs out too.
      onSuccess: () => {
        setAsking(false);
        clearSession();
        window.location.assign('/');
      },
    });
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {label}
      </Button>
      {isAsking ? (
        <ModalDialog title={t('break.confirmTitle')} onClose={() => setAsking(false)} testId="rp-exclude-confirm">
          <p>
            {choice.duration === 'PERMANENT' ? t('break.confirmPermanent') : t('break.confirmText', { what: label })}
          </p>
          <div className={styles.actions}>
            <Button onClick={start} disabled={exclude.isPending}>
              {t('break.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t('break.cancel')}
            </Button>
          </div>
          <FormAlerts problem={null} error={exclude.error} className={styles.alert} />
        </ModalDialog>
      ) : null}
    </>
  );
}

/** Cool-off and self-exclusion, the reopen request at the end of a self-exclusion, and site-blocking software. */
export function BreakSection() {
  const { t, i18n } = useTranslation('responsiblePlay');
  const state = usePlayState().data;
  const reopen = useReopen();
  const exclusion = state?.exclusion ?? null;
  const at = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('break.duration.PERMANENT'));
  return (
    <section className={styles.section} aria-labelledby="rp-break">
      <h2 id="rp-break">{t('break.title')}</h2>
      <p className={styles.note}>{t('break.hint')}</p>
      {exclusion?.reopensAt ? <p role="status">{t('break.reopening', { at: at(exclusion.reopensAt) })}</p> : null}
      {state?.canRequestReopen ? (
        <div>
          <p>{t('break.reopenHint')}</p>
          <Button onClick={() => reopen.mutate()} disabled={reopen.isPending}>
            {t('break.reopen')}
          </Button>
          <FormAlerts problem={null} error={reopen.error} className={styles.alert} />
        </div>
      ) : null}
      <div className={styles.choices}>
        {CHOICES.map((choice) => (
          <ExclusionChoice key={choice.duration} choice={choice} />
        ))}
      </div>
      <p className={styles.note}>
        {t('break.blocking')}{' '}
        <a href={BLOCKING_SOFTWARE_URL} target="_blank" rel="noopener noreferrer">
          {t('break.blockingLink')}
        </a>
      </p>
    </section>
  );
}

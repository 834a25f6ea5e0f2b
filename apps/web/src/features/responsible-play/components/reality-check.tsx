import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useRealityCheckStore } from '../../../lib/reality-check-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSignedMoney, useMoney } from '../../../lib/use-money.ts';
import { fetchPlaySession } from '../api/play-activity.ts';
import styles from '../responsible-play.module.css';

/** How often the session's time is read from the server (its clock, not the tab's, decides when a check is due). */
const POLL_MS = 15_000;
const ANSWERED_KEY = 'realityCheckAnswered';

type Due = { minutesPlayed: number; net: string; wagered: string; checks: number };

function answeredChecks(startedAt: string): number {
  const [at, count] = (sessionStorage.getItem(ANSWERED_KEY) ?? '').split('|');
  return at === startedAt ? Number(count) || 0 : 0;
}

/** Polls the session and answers the reality check due now, if any (every N minutes of the session). */
function useDueCheck(token: string | null): [Due | null, (due: Due) => void] {
  const [due, setDue] = useState<Due | null>(null);
  const [startedAt, setStartedAt] = useState('');
  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    const poll = async () => {
      const session = await fetchPlaySession(controller.signal).catch(() => null);
      if (!session?.realityCheckMinutes) return;
      const checks = Math.floor(session.minutesPlayed / session.realityCheckMinutes);
      setStartedAt(session.startedAt);
      if (checks > answeredChecks(session.startedAt))
        setDue({ minutesPlayed: session.minutesPlayed, net: session.net, wagered: session.wagered, checks });
    };
    void poll();
    const timer = window.setInterval(() => void poll(), POLL_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [token]);
  const answer = (answered: Due) => {
    sessionStorage.setItem(ANSWERED_KEY, `${startedAt}|${answered.checks}`);
    setDue(null);
  };
  return [due, answer];
}

/**
 * The reality check (mounted by the app for a logged-in member): every N minutes of play a dialog with the time
 * played and the session's net result; play pauses behind it (lib/reality-check-store.ts) until the member
 * continues, opens the activity statement, or stops (logs out).
 */
export function RealityCheck() {
  const { t } = useTranslation('responsiblePlay');
  const token = useSessionStore((state) => state.token);
  const clearSession = useSessionStore((state) => state.clear);
  const setPaused = useRealityCheckStore((state) => state.setPaused);
  const signed = useSignedMoney();
  const money = useMoney();
  const [due, answer] = useDueCheck(token);
  useEffect(() => {
    setPaused(due !== null);
    return () => setPaused(false);
  }, [due, setPaused]);
  if (!due) return null;
  const stop = async () => {
    answer(due);
    await callApi('sessionLogout', {}).catch(() => undefined);
    clearSession();
    window.location.assign('/');
  };
  return (
    <ModalDialog title={t('reality.dialogTitle')} onClose={() => answer(due)} testId="reality-check">
      <p className={styles.dialogFacts}>
        {t('reality.played', { count: due.minutesPlayed })}
        <br />
        {t('reality.wagered', { amount: money(due.wagered) })}
        <br />
        {t('reality.net', { net: signed(due.net) })}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => answer(due)}>{t('reality.continue')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            answer(due);
            window.location.assign('/responsible-play#activity');
          }}
        >
          {t('reality.activity')}
        </Button>
        <Button variant="ghost" onClick={() => void stop()}>
          {t('reality.stop')}
        </Button>
      </div>
    </ModalDialog>
  );
}

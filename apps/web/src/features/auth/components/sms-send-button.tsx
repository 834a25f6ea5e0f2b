import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '@lucky/contracts/common/constants';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useThrottledCallback } from '../hooks/use-throttle.ts';
import styles from './sms-send-button.module.css';

export type SmsSendButtonProps = {
  /** Sends the code; resolves with the seconds to wait before the next send, or null when nothing was sent. */
  onSend: () => Promise<number | null>;
};

/**
 * "Send code": throttled to one press per second, disabled while sending and during the
 * countdown the server's expiry gives (expiredMinutes x 60 s), enabled again at zero.
 */
export function SmsSendButton({ onSend }: SmsSendButtonProps) {
  const { t } = useTranslation('auth');
  const { remaining, start } = useCountdown();
  const [isSending, setIsSending] = useState(false);

  const send = useThrottledCallback(async () => {
    setIsSending(true);
    try {
      const seconds = await onSend();
      if (seconds && seconds > 0) start(seconds);
    } finally {
      setIsSending(false);
    }
  }, TIMINGS.loginSmsThrottleMs);

  const isCounting = remaining > 0;
  return (
    <button type="button" className={styles.send} onClick={() => void send()} disabled={isSending || isCounting}>
      {isCounting ? t('sms.resendIn', { seconds: remaining }) : t('sms.send')}
    </button>
  );
}

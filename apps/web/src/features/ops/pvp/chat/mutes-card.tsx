import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from '../../ops.module.css';
import { useChatMute, type PvpChatDesk } from '../api/chat.ts';
import own from '../ops-pvp.module.css';
import { PvpRefusal } from '../pvp-refusal.tsx';

const MIN_REASON = 3;

/** Members muted at every card table (no phrases, emoji or text), for some days or until lifted. */
export function MutesCard({ desk, reason }: { desk: PvpChatDesk; reason: string }) {
  const { t, i18n } = useTranslation('opsPvp');
  const [member, setMember] = useState('');
  const [days, setDays] = useState('');
  const mute = useChatMute();
  const noReason = reason.trim().length < MIN_REASON;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <div className={styles.card}>
      <h3 className={styles.subtitle}>{t('chat.mutesTitle')}</h3>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault();
          const count = Number.parseInt(days, 10);
          mute.mutate(
            { member: member.trim(), muted: true, reason: reason.trim(), ...(count > 0 ? { days: count } : {}) },
            { onSuccess: () => setMember('') },
          );
        }}
      >
        <input
          aria-label={t('chat.member')}
          placeholder={t('chat.member')}
          value={member}
          maxLength={40}
          onChange={(event) => setMember(event.target.value)}
        />
        <input
          aria-label={t('chat.days')}
          placeholder={t('chat.days')}
          type="number"
          min={1}
          max={3650}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={noReason || !member.trim() || mute.isPending}>
          {t('chat.mute')}
        </Button>
      </form>
      <small className={styles.hint}>{t('chat.daysHint')}</small>
      {mute.error ? <PvpRefusal error={mute.error} /> : null}
      {desk.mutes.length === 0 ? (
        <p className={own.muted}>{t('chat.noMutes')}</p>
      ) : (
        <ul className={own.checkList}>
          {desk.mutes.map((entry) => (
            <li key={entry.memberId} className={styles.inline}>
              <span>
                <strong>{entry.username}</strong>{' '}
                <span className={own.muted}>
                  {entry.until ? t('chat.until', { when: when(entry.until) }) : t('chat.untilLifted')} · {entry.reason}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={noReason || mute.isPending}
                onClick={() => mute.mutate({ member: entry.username, muted: false, reason: reason.trim() })}
              >
                {t('chat.lift')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';
import { ErrorAlerts } from './desk-kit.tsx';

export type MessageDraft = { audience: 'MEMBER' | 'ALL'; username: string; title: string; body: string };
export const blankMessage = (): MessageDraft => ({ audience: 'MEMBER', username: '', title: '', body: '' });

type Props = {
  draft: MessageDraft;
  onChange: (draft: MessageDraft) => void;
  onSubmit: (event: FormEvent) => void;
  send: { error: unknown; isPending: boolean };
  sentTo: number | null;
};

/** A message to one member (by username) or to all, and how many it reached. */
export function MessageForm({ draft, onChange, onSubmit, send, sentTo }: Props) {
  const { t } = useTranslation('opsContent');
  return (
    <form className={styles.card} onSubmit={onSubmit} data-testid="message-form">
      <h2 className={styles.subtitle}>{t('messages.send')}</h2>
      <label className={styles.field}>
        <span>{t('messages.audience')}</span>
        <select
          value={draft.audience}
          onChange={(event) => onChange({ ...draft, audience: event.target.value as MessageDraft['audience'] })}
        >
          <option value="MEMBER">{t('messages.one')}</option>
          <option value="ALL">{t('messages.all')}</option>
        </select>
      </label>
      {draft.audience === 'MEMBER' ? (
        <label className={styles.field}>
          <span>{t('messages.username')}</span>
          <input
            value={draft.username}
            required
            maxLength={64}
            onChange={(event) => onChange({ ...draft, username: event.target.value })}
          />
        </label>
      ) : null}
      <label className={styles.field}>
        <span>{t('title')}</span>
        <input
          value={draft.title}
          required
          minLength={2}
          maxLength={120}
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        <span>{t('content')}</span>
        <textarea
          rows={6}
          value={draft.body}
          required
          minLength={2}
          maxLength={2000}
          onChange={(event) => onChange({ ...draft, body: event.target.value })}
        />
      </label>
      <p className={styles.hint}>{t('messages.languageHint')}</p>
      <ErrorAlerts errors={[send.error]} />
      {sentTo !== null ? (
        <p className={styles.success} role="status">
          {t('messages.sent', { count: sentTo })}
        </p>
      ) : null}
      <Button type="submit" disabled={send.isPending}>
        {t('messages.sendAction')}
      </Button>
    </form>
  );
}

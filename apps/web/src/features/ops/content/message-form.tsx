import { opsMessageSend } from '@lucky/contracts/ops/content-ops-endpoints';
import type { BodyOf } from '@lucky/contracts/common/endpoint';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { bodySchemaOf, useContractResolver } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { ErrorAlerts } from './desk-kit.tsx';

export type MessageDraft = { audience: 'MEMBER' | 'ALL'; username: string; title: string; body: string };
export type MessageBody = BodyOf<typeof opsMessageSend>;
const blankMessage = (): MessageDraft => ({ audience: 'MEMBER', username: '', title: '', body: '' });
const messageSchema = bodySchemaOf(opsMessageSend);

/** A username only for one member: a broadcast has none. */
const toBody = (draft: MessageDraft): MessageBody => ({
  audience: draft.audience,
  username: draft.audience === 'MEMBER' ? draft.username : undefined,
  title: draft.title,
  body: draft.body,
});

type Props = {
  /** Gets the checked body; the desk asks before a broadcast. */
  onSend: (body: MessageBody) => void;
  send: { error: unknown; isPending: boolean };
  sentTo: number | null;
};

/** A message to one member (by username) or to all, and how many it reached. */
export function MessageForm({ onSend, send, sentTo }: Props) {
  const { t } = useTranslation('opsContent');
  const { register, handleSubmit, control } = useForm<MessageDraft, unknown, MessageBody>({
    resolver: useContractResolver<MessageDraft, MessageBody>(messageSchema, toBody),
    defaultValues: blankMessage(),
  });
  const audience = useWatch({ control, name: 'audience' });
  return (
    <form className={styles.card} onSubmit={handleSubmit(onSend)} data-testid="message-form">
      <h2 className={styles.subtitle}>{t('messages.send')}</h2>
      <label className={styles.field}>
        <span>{t('messages.audience')}</span>
        <select {...register('audience')}>
          <option value="MEMBER">{t('messages.one')}</option>
          <option value="ALL">{t('messages.all')}</option>
        </select>
      </label>
      {audience === 'MEMBER' ? (
        <label className={styles.field}>
          <span>{t('messages.username')}</span>
          <input required maxLength={64} {...register('username')} />
        </label>
      ) : null}
      <label className={styles.field}>
        <span>{t('title')}</span>
        <input required minLength={2} maxLength={120} {...register('title')} />
      </label>
      <label className={styles.field}>
        <span>{t('content')}</span>
        <textarea rows={6} required minLength={2} maxLength={2000} {...register('body')} />
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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMemberNote } from './api/member-actions.ts';
import type { MemberDetail } from './member-facts.tsx';
import styles from '../ops.module.css';

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The desk's tags and notes on a member (internal: the member never sees them). */
export function MemberNotes({ member }: { member: MemberDetail }) {
  const { t, i18n } = useTranslation('opsMembers');
  const describeError = useErrorMessage();
  const [note, setNote] = useState('');
  const [tags, setTags] = useState(member.tags.join(', '));
  const save = useMemberNote(() => setNote(''));
  const changedTags = tagsOf(tags).join(',') !== member.tags.join(',');
  return (
    <form
      className={styles.card}
      aria-label={t('notes.title')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          memberId: member.memberId,
          note: note.trim() || undefined,
          tags: changedTags ? tagsOf(tags) : undefined,
        });
      }}
    >
      <h2 className={styles.subtitle}>{t('notes.title')}</h2>
      <label className={styles.field}>
        <span>{t('notes.tags')}</span>
        <input value={tags} onChange={(event) => setTags(event.target.value)} placeholder={t('notes.tagsHint')} />
      </label>
      <label className={styles.field}>
        <span>{t('notes.note')}</span>
        <textarea rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      {save.error ? (
        <p className={styles.error} role="alert">
          {describeError(save.error)}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={save.isPending || (!note.trim() && !changedTags)}>
        {t('notes.save')}
      </Button>
      <ul className={styles.hint}>
        {member.notes.map((entry) => (
          <li key={entry.id}>
            {formatDateTime(entry.createdAt, i18n.language)} · {entry.operator}: {entry.body}
          </li>
        ))}
      </ul>
    </form>
  );
}

import { PVP_CHAT_MAX_CHARS, type PvpChatMessage } from '@lucky/contracts/pvp/pvp-schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from './chat.module.css';

/**
 * A line of free text, where the operator allows it at this table. The server masks the operator's word list and
 * refuses a line that is too long, too fast or from a muted player; what others see is the server's version.
 */
export function FreeTextForm({ onSend }: { onSend: (message: PvpChatMessage) => void }) {
  const { t } = useTranslation('pvp');
  const [text, setText] = useState('');
  const line = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!line) return;
    onSend({ kind: 'text', text: line });
    setText('');
  };
  return (
    <form className={styles.freeText} onSubmit={submit}>
      <input
        className={styles.freeTextInput}
        value={text}
        maxLength={PVP_CHAT_MAX_CHARS}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        autoComplete="off"
      />
      <Button type="submit" size="sm" disabled={!line}>
        {t('chat.send')}
      </Button>
    </form>
  );
}

import { PVP_CHAT_MAX_WORDS } from '@lucky/contracts/pvp/pvp-chat-endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from '../../ops.module.css';
import { useChatDesk, useChatTable, useUpdateChat, type PvpChatDesk } from '../api/chat.ts';
import { useDeskTables } from '../api/tables.ts';
import { DeskQuery } from '../desk-query.tsx';
import own from '../ops-pvp.module.css';
import { PvpRefusal } from '../pvp-refusal.tsx';
import { MutesCard } from './mutes-card.tsx';

/** The contract's reason rule: 3 to 200 characters, kept by the audit log. */
const MIN_REASON = 3;

/** One word a line (commas also split), blanks dropped. */
const wordsOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter(Boolean);

function SettingsCard({ desk, reason }: { desk: PvpChatDesk; reason: string }) {
  const { t } = useTranslation('opsPvp');
  const [freeText, setFreeText] = useState(desk.freeText);
  const [words, setWords] = useState(desk.words.join('\n'));
  const update = useUpdateChat();
  const count = wordsOf(words).length;
  return (
    <form
      className={styles.card}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ freeText, words: wordsOf(words), reason: reason.trim() });
      }}
    >
      <h3 className={styles.subtitle}>{t('chat.siteTitle')}</h3>
      <label className={styles.inline}>
        <input type="checkbox" checked={freeText} onChange={(event) => setFreeText(event.target.checked)} />
        <span>{t('chat.freeText')}</span>
      </label>
      <small className={styles.hint}>{t('chat.freeTextHint')}</small>
      <label className={styles.field}>
        <span>{t('chat.words', { n: count, max: PVP_CHAT_MAX_WORDS })}</span>
        <textarea rows={6} value={words} onChange={(event) => setWords(event.target.value)} />
      </label>
      <small className={styles.hint}>{t('chat.wordsHint')}</small>
      {update.error ? <PvpRefusal error={update.error} /> : null}
      {update.isSuccess ? <p className={styles.success}>{t('chat.saved')}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={reason.trim().length < MIN_REASON || update.isPending}>
          {t('chat.save')}
        </Button>
      </div>
    </form>
  );
}

function TablesCard({ desk, reason }: { desk: PvpChatDesk; reason: string }) {
  const { t } = useTranslation('opsPvp');
  const tables = useDeskTables({});
  const change = useChatTable();
  const on = new Set(desk.freeChatTables.map((table) => table.tableId));
  return (
    <div className={styles.card}>
      <h3 className={styles.subtitle}>{t('chat.tablesTitle')}</h3>
      <small className={styles.hint}>{desk.freeText ? t('chat.tablesHint') : t('chat.tablesHintOff')}</small>
      {change.error ? <PvpRefusal error={change.error} /> : null}
      <DeskQuery query={tables}>
        {(value) => (
          <ul className={own.checkList}>
            {value.list.map((table) => (
              <li key={table.tableId}>
                <label className={styles.inline}>
                  <input
                    type="checkbox"
                    checked={on.has(table.tableId)}
                    disabled={reason.trim().length < MIN_REASON || change.isPending}
                    onChange={(event) =>
                      change.mutate({ tableId: table.tableId, freeChat: event.target.checked, reason: reason.trim() })
                    }
                  />
                  <span>
                    #{table.tableId} {table.name}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </DeskQuery>
    </div>
  );
}

/**
 * The card rooms' chat (admin): free text site-wide and per table, the word list the server masks, and the members
 * muted at the tables. Every change takes the reason written once at the top, which the audit log keeps.
 */
export function ChatDesk() {
  const { t } = useTranslation('opsPvp');
  const desk = useChatDesk();
  const [reason, setReason] = useState('');
  return (
    <div className={styles.panel} data-testid="ops-pvp-chat">
      <label className={styles.field}>
        <span>{t('reason.label')}</span>
        <input maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <small className={styles.hint}>{t('chat.reasonHint')}</small>
      <DeskQuery query={desk}>
        {(value) => (
          <div className={own.chatGrid}>
            <SettingsCard desk={value} reason={reason} />
            <TablesCard desk={value} reason={reason} />
            <MutesCard desk={value} reason={reason} />
          </div>
        )}
      </DeskQuery>
    </div>
  );
}

import { PVP_CHAT_EMOJI, PVP_CHAT_PHRASES, type PvpChatMessage } from '@lucky/contracts/pvp/pvp-schemas';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatLine } from '../live/table-state.ts';
import styles from './chat.module.css';
import { FreeTextForm } from './free-text-form.tsx';

/** How each emoji id of the contract is drawn: a Unicode emoji, rendered by the reader's own emoji font. */
export const EMOJI_GLYPHS: Record<(typeof PVP_CHAT_EMOJI)[number], string> = {
  smile: '🙂',
  laugh: '😂',
  wow: '😮',
  cry: '😢',
  angry: '😠',
  cool: '😎',
  'thumbs.up': '👍',
  clap: '👏',
  fire: '🔥',
};

/** Phrase ids hold dots ("good.luck"); i18next would read a dot as a nesting level. */
export const phraseKey = (id: string) => `chat.phrase.${id.replace(/\./g, '_')}`;
const emojiKey = (id: string) => `chat.emoji.${id.replace(/\./g, '_')}`;

function MessageText({ message }: { message: PvpChatMessage }) {
  const { t } = useTranslation('pvp');
  if (message.kind === 'emoji')
    return (
      <span className={styles.emoji} role="img" aria-label={t(emojiKey(message.id))}>
        {EMOJI_GLYPHS[message.id]}
      </span>
    );
  // Free text is shown as the server sent it (masked there), in the sender's language; React escapes it.
  if (message.kind === 'text') return <span className={styles.text}>{message.text}</span>;
  return <>{t(phraseKey(message.id))}</>;
}

type ChatPanelProps = {
  lines: readonly ChatLine[];
  /** Null when the viewer may only read (not seated, or the socket is down). */
  onSend: ((message: PvpChatMessage) => void) | null;
  /** The operator allows free text at this table (besides the phrases and emoji). */
  freeChat?: boolean;
};

/**
 * The table chat: fixed phrases and emoji, each shown in the reader's own language whatever language the sender
 * plays in; and a line of free text where the operator switched it on (issue 17).
 */
export function ChatPanel({ lines, onSend, freeChat = false }: ChatPanelProps) {
  const { t } = useTranslation('pvp');
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines.length]);
  return (
    <section className={styles.panel} aria-label={t('chat.title')}>
      <ol ref={listRef} className={styles.lines} aria-live="polite">
        {lines.length === 0 ? <li className={styles.empty}>{t('chat.empty')}</li> : null}
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <span className={styles.name}>{line.nickname}</span> <MessageText message={line.message} />
          </li>
        ))}
      </ol>
      {onSend ? (
        <>
          {freeChat ? <FreeTextForm onSend={onSend} /> : null}
          <div className={styles.emojiRow}>
            {PVP_CHAT_EMOJI.map((id) => (
              <button
                key={id}
                type="button"
                className={styles.emojiButton}
                aria-label={t(emojiKey(id))}
                onClick={() => onSend({ kind: 'emoji', id })}
              >
                {EMOJI_GLYPHS[id]}
              </button>
            ))}
          </div>
          <div className={styles.phrases}>
            {PVP_CHAT_PHRASES.map((id) => (
              <button key={id} type="button" className={styles.phrase} onClick={() => onSend({ kind: 'phrase', id })}>
                {t(phraseKey(id))}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p className={styles.empty}>{t('chat.seatedOnly')}</p>
      )}
    </section>
  );
}

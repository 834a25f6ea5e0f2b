import { useTranslation } from 'react-i18next';
import styles from '../../ops.module.css';
import { formatShare } from '../lottery-format.ts';
import { describeMultiplier, showOddsValue, type OddsLeaf } from '../odds-paths.ts';
import own from '../ops-lottery.module.css';

/** A Keno pay row's input is as wide as the row it replaces, up to this many characters. */
const MAX_LIST_CHARS = 40;

type Props = {
  leaf: OddsLeaf;
  /** The key's return to player; undefined when the game has no RTP column, null when this key has none. */
  rtp: number | null | undefined;
  isOverridden: boolean;
  isList: boolean;
  edit: string;
  isReset: boolean;
  onEdit: (text: string) => void;
  onToggleReset: () => void;
};

/** One odds key: the value in force, what it pays, its source (an override can be reset) and a new value. */
export function OddsRow({ leaf, rtp, isOverridden, isList, edit, isReset, onEdit, onToggleReset }: Props) {
  const { t, i18n } = useTranslation('opsLottery');
  const shown = showOddsValue(leaf.value);
  return (
    <tr className={edit.trim() || isReset ? own.changed : undefined}>
      <td>
        <code>{leaf.path}</code>
      </td>
      <td className={styles.num}>{shown}</td>
      <td className={styles.num}>{describeMultiplier(leaf.value)}</td>
      {rtp !== undefined ? <td className={styles.num}>{rtp === null ? '' : formatShare(rtp, i18n.language)}</td> : null}
      <td>
        {isOverridden ? (
          <label className={own.check}>
            <span className={own.badge}>{t('odds.overridden')}</span>
            <input type="checkbox" checked={isReset} onChange={onToggleReset} />
            {t('odds.reset')}
          </label>
        ) : (
          <span className={own.muted}>{t('odds.default')}</span>
        )}
      </td>
      <td>
        <input
          className={isList ? own.list : own.money}
          value={edit}
          placeholder={shown}
          size={isList ? Math.min(MAX_LIST_CHARS, shown.length + 2) : undefined}
          aria-label={t('odds.newValueOf', { key: leaf.path })}
          onChange={(event) => onEdit(event.target.value)}
        />
      </td>
    </tr>
  );
}

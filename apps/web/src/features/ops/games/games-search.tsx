import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { GameStatus } from '../api/game-vendors.ts';
import styles from '../ops.module.css';
import { GAME_STATUSES } from './status-select.tsx';

/** The search runs on submit (not on every keystroke); the status filter applies at once. */
export function GamesSearch({
  status,
  onSearch,
  onStatus,
}: {
  status: GameStatus | '';
  onSearch: (search: string) => void;
  onStatus: (status: GameStatus | '') => void;
}) {
  const { t } = useTranslation('ops');
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className={styles.toolbar} onSubmit={submit} role="search">
      <label className={styles.field}>
        <span>{t('games.search')}</span>
        <input value={draft} maxLength={60} onChange={(event) => setDraft(event.target.value)} />
      </label>
      <label className={styles.field}>
        <span>{t('status')}</span>
        <select value={status} onChange={(event) => onStatus(event.target.value as GameStatus | '')}>
          <option value="">{t('games.anyStatus')}</option>
          {GAME_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`games.status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm">
        {t('lookup')}
      </Button>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import type { GameStatus } from '../api/game-vendors.ts';
import own from './ops-games.module.css';

/** Kept here rather than imported from the contracts so the desk does not pull zod into the bundle. */
export const GAME_STATUSES: readonly GameStatus[] = ['ACTIVE', 'MAINTENANCE', 'DISABLED'];

export function StatusSelect({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: GameStatus;
  disabled: boolean;
  onChange: (status: GameStatus) => void;
}) {
  const { t } = useTranslation('ops');
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as GameStatus)}
      className={`${own.select} ${own[value] ?? ''}`}
    >
      {GAME_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`games.status.${status}`)}
        </option>
      ))}
    </select>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { GameVendor } from '../api/game-vendors.ts';
import type { useGameStatusSwitch } from '../api/game-status.ts';
import styles from '../ops.module.css';
import own from './ops-games.module.css';
import { StatusSelect } from './status-select.tsx';

/** Every vendor with its game counts, its status switch and the button that lists its games. */
export function VendorsTable({
  vendors,
  selected,
  change,
  onSelect,
}: {
  vendors: readonly GameVendor[];
  selected: string | null;
  change: ReturnType<typeof useGameStatusSwitch>;
  onSelect: (vendorCode: string) => void;
}) {
  const { t } = useTranslation('ops');
  return (
    <table className={styles.table} data-testid="ops-vendors">
      <thead>
        <tr>
          <th>{t('games.vendor')}</th>
          <th>{t('games.category')}</th>
          <th className={styles.num}>{t('games.count')}</th>
          <th>{t('status')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {vendors.map((row) => (
          <tr key={row.code} className={row.code === selected ? own.selected : undefined}>
            <td>
              {row.displayName}
              <div className={styles.hint}>{row.code}</div>
            </td>
            <td>{t(`category.${row.category}`, { ns: 'common' })}</td>
            <td className={styles.num}>
              {row.games.total}
              <div className={styles.hint}>
                {t('games.counts', { maintenance: row.games.maintenance, disabled: row.games.disabled })}
              </div>
            </td>
            <td>
              <StatusSelect
                label={t('games.vendorStatus', { name: row.displayName })}
                value={row.status}
                disabled={change.isPending}
                onChange={(status) => change.mutate({ kind: 'vendor', vendorCode: row.code, status })}
              />
            </td>
            <td>
              <Button
                size="sm"
                variant={row.code === selected ? 'primary' : 'secondary'}
                onClick={() => onSelect(row.code)}
              >
                {t('games.showGames')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

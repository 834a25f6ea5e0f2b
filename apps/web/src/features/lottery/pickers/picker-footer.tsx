import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from './picker.module.css';

type Props = {
  combinations: number;
  /** Why the selection cannot be added yet (picks missing, bad stake), or null. */
  problem: string | null;
  onAdd: () => void;
  onQuickPick?: () => void;
  onClear: () => void;
  isSlipFull: boolean;
};

/** Under every picker: how many combinations the picks make, quick pick, clear and add to the slip. */
export function PickerFooter({ combinations, problem, onAdd, onQuickPick, onClear, isSlipFull }: Props) {
  const { t } = useTranslation('lottery');
  return (
    <div className={styles.footer}>
      <span className={styles.combinations} data-testid="picker-combinations">
        {t('picker.combinations', { count: combinations })}
      </span>
      {problem ? (
        <span className={styles.problem} role="status">
          {problem}
        </span>
      ) : null}
      <div className={styles.footerButtons}>
        {onQuickPick ? (
          <Button variant="secondary" size="sm" onClick={onQuickPick}>
            {t('picker.quickPick')}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('picker.clear')}
        </Button>
        <Button size="sm" onClick={onAdd} disabled={problem !== null || isSlipFull} data-testid="add-to-slip">
          {isSlipFull ? t('slip.full') : t('picker.add')}
        </Button>
      </div>
    </div>
  );
}

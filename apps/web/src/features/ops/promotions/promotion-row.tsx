import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocalized } from '../../../lib/localized-text.ts';
import styles from '../ops.module.css';
import type { OpsPromotion } from './promotion-form-state.ts';

type Props = {
  row: OpsPromotion;
  isAdmin: boolean;
  isClosing: boolean;
  onEdit: () => void;
  /** Runs once the operator has confirmed: closing ends the promotion now. */
  onClose: () => void;
};

/** One promotion with its window and numbers; an admin edits or closes it until it is closed. */
export function PromotionRow({ row, isAdmin, isClosing, onEdit, onClose }: Props) {
  const { t, i18n } = useTranslation('promotions');
  const title = useLocalized();
  return (
    <tr data-testid="ops-promotion-row">
      <td>
        {title(row.title)}
        <div className={styles.hint}>
          {t(`type.${row.type}`)} · {t(`period.${row.period}`)}
        </div>
      </td>
      <td>{t(`kind.${row.kind}`)}</td>
      <td>{t(`ops.state.${row.status}`)}</td>
      <td>
        {formatDate(row.startsAt, i18n.language)} – {formatDate(row.endsAt, i18n.language)}
      </td>
      <td className={styles.num}>{row.participants}</td>
      <td className={styles.num}>{row.paidTotal}</td>
      <td className={styles.num}>{row.pendingApplications}</td>
      <td>
        {isAdmin && row.status !== 'CLOSED' ? (
          <div className={styles.row}>
            <Button size="sm" variant="secondary" onClick={onEdit}>
              {t('ops.editShort')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={isClosing}
              onClick={() => {
                if (window.confirm(t('ops.confirmClose'))) onClose();
              }}
            >
              {t('ops.close')}
            </Button>
          </div>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

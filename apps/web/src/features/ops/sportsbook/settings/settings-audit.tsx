import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import styles from '../../ops.module.css';
import { useSettingsAudit } from '../api/settings.ts';
import own from '../ops-sportsbook.module.css';
import { SportsRefusal } from '../refusal-message.tsx';
import { formatFraction } from '../sports-format.ts';

const MARGIN_FIELDS = new Set(['margin', 'cashOutMargin']);
const TARGET_FIELDS = new Set(['sport', 'marketType', 'resetOverride']);

/** The audit's target (`FOOTBALL:FT_AH`, `FOOTBALL:*`, `BOOK`) in the desk's words. */
function useTargetName() {
  const { t } = useTranslation('opsSports');
  return (targetId: string | null) => {
    const [sport, type] = (targetId ?? '').split(':');
    if (!sport || sport === 'BOOK' || !type) return t('book.title');
    return `${t(`sport.${sport}`)} · ${type === '*' ? t('limits.defaults') : t(`marketType.${type}`)}`;
  };
}

/** The changed values as the change sent them: margins as percentages, amounts as typed. */
function useChangeText() {
  const { t, i18n } = useTranslation('opsSports');
  return (after: unknown) => {
    const body = (after ?? {}) as Record<string, unknown>;
    if (body.resetOverride === true) return t('audit.reset');
    return Object.entries(body)
      .filter(([field, value]) => !TARGET_FIELDS.has(field) && value !== undefined)
      .map(([field, value]) => {
        const shown = MARGIN_FIELDS.has(field) ? formatFraction(Number(value), i18n.language) : String(value);
        return `${t(`audit.field.${field}`, { defaultValue: field })} ${shown}`;
      })
      .join(' · ');
  };
}

/** The last changes of the book's settings, from the audit log, so the operator sees who changed what last. */
export function SettingsAudit() {
  const { t, i18n } = useTranslation('opsSports');
  const audit = useSettingsAudit();
  const targetName = useTargetName();
  const changeText = useChangeText();
  return (
    <section className={`${styles.card} ${own.wide}`} aria-label={t('audit.title')} data-testid="sports-settings-audit">
      <h3 className={own.heading}>{t('audit.title')}</h3>
      <p className={styles.hint}>{t('audit.hint')}</p>
      {audit.error ? <SportsRefusal error={audit.error} /> : null}
      {audit.data?.list.length === 0 ? <EmptyState title={t('audit.empty')} /> : null}
      {audit.data && audit.data.list.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('audit.time')}</th>
              <th>{t('audit.operator')}</th>
              <th>{t('audit.target')}</th>
              <th>{t('audit.change')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.list.map((entry) => (
              <tr key={entry.id}>
                <td className={own.nowrap}>{formatDateTime(entry.createdAt, i18n.language)}</td>
                <td>{entry.operator}</td>
                <td>{targetName(entry.targetId)}</td>
                <td>{changeText(entry.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

import { REALITY_CHECK_MINUTES } from '@lucky/contracts/responsible-play/responsible-play-schemas';
import { useTranslation } from 'react-i18next';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import { useSetRealityCheck } from '../api/play-state.ts';
import styles from '../responsible-play.module.css';

/** The reality-check interval the member chooses (or none). */
export function RealityCheckSection({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation('responsiblePlay');
  const save = useSetRealityCheck();
  return (
    <section className={styles.section} aria-labelledby="rp-reality">
      <h2 id="rp-reality">{t('reality.title')}</h2>
      <p className={styles.note}>{t('reality.hint')}</p>
      <label className={styles.inline}>
        {t('reality.label')}
        <select
          value={minutes ?? ''}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('reality.off')}</option>
          {REALITY_CHECK_MINUTES.map((value) => (
            <option key={value} value={value}>
              {t('reality.minutes', { count: value })}
            </option>
          ))}
        </select>
      </label>
      <FormAlerts problem={null} error={save.error} className={styles.alert} />
    </section>
  );
}

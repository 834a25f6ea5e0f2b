import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from './agent-ui.module.css';

export type DownlineScope = 'DIRECT' | 'ALL';
export type DownlineKindFilter = '' | 'MEMBER' | 'AGENT';
export type DownlineFilters = { scope: DownlineScope; username: string; kind: DownlineKindFilter };

type Props = { filters: DownlineFilters; isBusy: boolean; onChange: (next: Partial<DownlineFilters>) => void };

/** The downline list's filters: direct or all levels and the account type apply at once, the name on Search. */
export function DownlineFilterBar({ filters, isBusy, onChange }: Props) {
  const { t } = useTranslation('agent');
  // A search box, not a body: its only rule is the length the input already keeps (the contract's 64).
  const { register, handleSubmit } = useForm<{ username: string }>({ defaultValues: { username: '' } });
  const search = handleSubmit(({ username }) => onChange({ username }));
  return (
    <form
      className={`${styles.card} ${styles.filters}`}
      onSubmit={(event) => void search(event)}
      aria-label={t('filters')}
    >
      <div className={styles.chips} role="group" aria-label={t('downline.scope')}>
        {(['DIRECT', 'ALL'] as const).map((scope) => (
          <button
            key={scope}
            type="button"
            className={`${styles.chip} ${filters.scope === scope ? styles.chipActive : ''}`}
            aria-pressed={filters.scope === scope}
            onClick={() => onChange({ scope })}
          >
            {t(`downline.scopeName.${scope}`)}
          </button>
        ))}
      </div>
      <div className={styles.field}>
        <label htmlFor="downline-user">{t('column.username')}</label>
        <input id="downline-user" type="search" maxLength={64} {...register('username')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="downline-kind">{t('column.type')}</label>
        <select
          id="downline-kind"
          value={filters.kind}
          onChange={(event) => onChange({ kind: event.target.value as DownlineKindFilter })}
        >
          <option value="">{t('downline.kindName.ANY')}</option>
          <option value="MEMBER">{t('downline.kindName.MEMBER')}</option>
          <option value="AGENT">{t('downline.kindName.AGENT')}</option>
        </select>
      </div>
      <Button type="submit" disabled={isBusy}>
        {t('range.search')}
      </Button>
    </form>
  );
}

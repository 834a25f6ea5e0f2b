import { MEMBER_SORTS, MEMBER_STATUSES } from '@lucky/contracts/ops/ops-member-desk-endpoints';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { MemberSearchQuery } from './api/member-search.ts';
import styles from '../ops.module.css';

const EMPTY = {
  q: '',
  status: '',
  accountType: '',
  vipLevel: '',
  agent: '',
  registeredFrom: '',
  registeredTo: '',
  lastLoginFrom: '',
  lastLoginTo: '',
  balanceMin: '',
  balanceMax: '',
  sort: 'createdAt',
  order: 'desc',
};
export type FilterValues = typeof EMPTY;

/** The form's text values as the search query: empty fields left out. */
export function toSearchQuery(values: FilterValues): MemberSearchQuery {
  const entries = Object.entries(values).filter(([, value]) => value.trim() !== '');
  const query = Object.fromEntries(entries.map(([key, value]) => [key, value.trim()]));
  return { ...query, vipLevel: query.vipLevel ? Number(query.vipLevel) : undefined } as MemberSearchQuery;
}

const TEXT_FIELDS = ['agent', 'balanceMin', 'balanceMax'] as const;
const DATE_FIELDS = ['registeredFrom', 'registeredTo', 'lastLoginFrom', 'lastLoginTo'] as const;

/** The member list's filters; the search runs on submit, not on every keystroke. */
export function MemberFilters({ onSearch }: { onSearch: (values: FilterValues) => void }) {
  const { t } = useTranslation('opsMembers');
  const { register, handleSubmit, reset } = useForm({ defaultValues: EMPTY });
  return (
    <form className={styles.toolbar} onSubmit={handleSubmit(onSearch)} aria-label={t('search.filters')}>
      <label className={styles.field}>
        <span>{t('search.q')}</span>
        <input type="search" placeholder={t('search.qHint')} {...register('q')} />
      </label>
      <label className={styles.field}>
        <span>{t('search.status')}</span>
        <select {...register('status')}>
          <option value="">{t('search.any')}</option>
          {MEMBER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('search.accountType')}</span>
        <select {...register('accountType')}>
          <option value="">{t('search.any')}</option>
          <option value="MEMBER">{t('accountType.MEMBER')}</option>
          <option value="AGENT">{t('accountType.AGENT')}</option>
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('search.vipLevel')}</span>
        <input type="number" min={0} max={100} {...register('vipLevel')} />
      </label>
      {TEXT_FIELDS.map((field) => (
        <label key={field} className={styles.field}>
          <span>{t(`search.${field}`)}</span>
          <input inputMode={field === 'agent' ? 'text' : 'decimal'} {...register(field)} />
        </label>
      ))}
      {DATE_FIELDS.map((field) => (
        <label key={field} className={styles.field}>
          <span>{t(`search.${field}`)}</span>
          <input type="date" {...register(field)} />
        </label>
      ))}
      <label className={styles.field}>
        <span>{t('search.sort')}</span>
        <select {...register('sort')}>
          {MEMBER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`search.sortBy.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('search.order')}</span>
        <select {...register('order')}>
          <option value="desc">{t('search.desc')}</option>
          <option value="asc">{t('search.asc')}</option>
        </select>
      </label>
      <Button type="submit" size="sm">
        {t('search.submit')}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => {
          reset(EMPTY);
          onSearch(EMPTY);
        }}
      >
        {t('search.clear')}
      </Button>
    </form>
  );
}

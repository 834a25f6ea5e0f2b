import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { AuditFilter } from '../api/audit.ts';
import styles from '../ops.module.css';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from './audit-labels.ts';
import { humanize } from './audit-values.ts';

const TEXT_FIELDS = ['operator', 'targetId'] as const;
const CHOICES = {
  action: { codes: AUDIT_ACTIONS, prefix: 'auditAction' },
  targetType: { codes: AUDIT_TARGETS, prefix: 'auditTarget' },
} as const;
const DATE_FIELDS = ['from', 'to'] as const;

/** The audit log's filters: operator, action, target type and id, and a date range; applied together. */
export function AuditFilters({ filter, onApply }: { filter: AuditFilter; onApply: (next: AuditFilter) => void }) {
  const { t } = useTranslation('ops');
  const [draft, setDraft] = useState<AuditFilter>(filter);
  const set = (key: keyof AuditFilter, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: AuditFilter = {};
    for (const [key, value] of Object.entries(draft)) if (value?.trim()) next[key as keyof AuditFilter] = value.trim();
    onApply(next);
  };
  return (
    <form className={styles.toolbar} onSubmit={submit} aria-label={t('audit.filters')} data-testid="ops-audit-filters">
      {TEXT_FIELDS.map((key) => (
        <label key={key} className={styles.field}>
          <span>{t(`audit.filter.${key}`)}</span>
          <input value={draft[key] ?? ''} onChange={(event) => set(key, event.target.value)} />
        </label>
      ))}
      {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((key) => (
        <label key={key} className={styles.field}>
          <span>{t(`audit.filter.${key}`)}</span>
          <select value={draft[key] ?? ''} onChange={(event) => set(key, event.target.value)}>
            <option value="">{t('audit.any')}</option>
            {CHOICES[key].codes.map((code) => (
              <option key={code} value={code}>
                {t(`${CHOICES[key].prefix}.${code}`, { defaultValue: humanize(code) })}
              </option>
            ))}
          </select>
        </label>
      ))}
      {DATE_FIELDS.map((key) => (
        <label key={key} className={styles.field}>
          <span>{t(`audit.filter.${key}`)}</span>
          <input type="date" value={draft[key] ?? ''} onChange={(event) => set(key, event.target.value)} />
        </label>
      ))}
      <Button type="submit" size="sm">
        {t('audit.apply')}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onClick={() => {
          setDraft({});
          onApply({});
        }}
      >
        {t('audit.clear')}
      </Button>
    </form>
  );
}

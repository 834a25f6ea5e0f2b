import { PROMOTION_KINDS, PROMOTION_PERIODS, PROMOTION_TYPES } from '@lucky/contracts/promotions/promotion-schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useSavePromotion } from './api/save-promotion.ts';
import { ScheduleFields } from '../schedule-fields.tsx';
import styles from '../ops.module.css';
import {
  bodyOf,
  draftOf,
  KIND_FIELDS,
  LANGS,
  newDraft,
  type Lang,
  type OpsPromotion,
  type PromotionDraft,
} from './promotion-form-state.ts';

type TermField = 'percent' | 'cap' | 'minDeposit' | 'turnoverMultiplier' | 'rebatePercent' | 'maxRebate' | 'fixedBonus';

/** Create or edit a promotion: kind, filter type, period, window, texts in every language, and the kind's terms. */
export function PromotionEditor({ editing, onDone }: { editing: OpsPromotion | null; onDone: () => void }) {
  const { t } = useTranslation('promotions');
  const describeError = useErrorMessage();
  const [draft, setDraft] = useState<PromotionDraft>(() => (editing ? draftOf(editing) : newDraft()));
  const [lang, setLang] = useState<Lang>('EN');
  const save = useSavePromotion(onDone);
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) =>
    setDraft({ ...draft, [key]: value });
  const setText = (key: 'title' | 'summary' | 'content', value: string) =>
    setDraft({ ...draft, [key]: { ...draft[key], [lang]: value } });
  const fields = KIND_FIELDS[draft.kind];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ body: bodyOf(draft), id: editing?.id });
  };
  const termInput = (key: TermField) => (
    <label key={key} className={styles.field}>
      {t(`ops.field.${key}`)}
      <input value={draft[key]} onChange={(event) => set(key, event.target.value)} inputMode="decimal" />
    </label>
  );
  return (
    <form
      className={styles.card}
      onSubmit={submit}
      aria-label={editing ? t('ops.edit') : t('ops.create')}
      data-testid="ops-promotion-editor"
    >
      <h3 className={styles.subtitle}>{editing ? t('ops.edit') : t('ops.create')}</h3>
      <div className={styles.columns}>
        <label className={styles.field}>
          {t('ops.field.kind')}
          <select
            value={draft.kind}
            disabled={editing !== null}
            onChange={(event) => set('kind', event.target.value as PromotionDraft['kind'])}
          >
            {PROMOTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('ops.field.type')}
          <select value={draft.type} onChange={(event) => set('type', event.target.value as PromotionDraft['type'])}>
            {PROMOTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('ops.field.period')}
          <select
            value={draft.period}
            onChange={(event) => set('period', event.target.value as PromotionDraft['period'])}
          >
            {PROMOTION_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`period.${period}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('ops.field.status')}
          <select
            value={draft.status}
            onChange={(event) => set('status', event.target.value as PromotionDraft['status'])}
          >
            <option value="DRAFT">{t('ops.draft')}</option>
            <option value="ACTIVE">{t('ops.active')}</option>
          </select>
        </label>
        <ScheduleFields
          value={draft}
          labels={{ startsAt: t('ops.field.startsAt'), endsAt: t('ops.field.endsAt') }}
          fieldClass={styles.field}
          onChange={set}
        />
        <label className={styles.field}>
          {t('ops.field.image')}
          <input value={draft.image} onChange={(event) => set('image', event.target.value)} />
        </label>
        <label className={styles.field}>
          {t('ops.field.sort')}
          <input value={draft.sort} inputMode="numeric" onChange={(event) => set('sort', event.target.value)} />
        </label>
      </div>
      <Tabs
        ariaLabel={t('ops.language')}
        active={lang}
        onChange={(key) => setLang(key as Lang)}
        items={LANGS.map((code) => ({ key: code, label: code }))}
      />
      <label className={styles.field}>
        {t('ops.field.title')} ({lang})
        <input value={draft.title[lang]} maxLength={80} onChange={(event) => setText('title', event.target.value)} />
      </label>
      <label className={styles.field}>
        {t('ops.field.summary')} ({lang})
        <input
          value={draft.summary[lang]}
          maxLength={240}
          onChange={(event) => setText('summary', event.target.value)}
        />
      </label>
      <label className={styles.field}>
        {t('ops.field.content')} ({lang})
        <textarea
          rows={8}
          value={draft.content[lang]}
          maxLength={8000}
          onChange={(event) => setText('content', event.target.value)}
        />
        <span className={styles.hint}>{t('ops.contentHint')}</span>
      </label>
      <div className={styles.columns}>
        {(fields.filter((field) => field !== 'prizes') as TermField[]).map(termInput)}
      </div>
      {fields.includes('prizes') ? (
        <fieldset className={styles.field}>
          <legend>{t('ops.field.prizes')}</legend>
          {draft.prizes.map((prize, index) => (
            <div key={index} className={styles.row}>
              <input
                aria-label={t('ops.prizeAmount')}
                placeholder={t('ops.prizeAmount')}
                value={prize.amount}
                size={8}
                onChange={(event) =>
                  set(
                    'prizes',
                    draft.prizes.map((row, at) => (at === index ? { ...row, amount: event.target.value } : row)),
                  )
                }
              />
              <input
                aria-label={t('ops.prizeWeight')}
                placeholder={t('ops.prizeWeight')}
                value={prize.weight}
                size={6}
                onChange={(event) =>
                  set(
                    'prizes',
                    draft.prizes.map((row, at) => (at === index ? { ...row, weight: event.target.value } : row)),
                  )
                }
              />
              <input
                aria-label={`${t('ops.prizeName')} (${lang})`}
                placeholder={`${t('ops.prizeName')} (${lang})`}
                value={prize.name[lang]}
                onChange={(event) =>
                  set(
                    'prizes',
                    draft.prizes.map((row, at) =>
                      at === index ? { ...row, name: { ...row.name, [lang]: event.target.value } } : row,
                    ),
                  )
                }
              />
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  set(
                    'prizes',
                    draft.prizes.filter((_, at) => at !== index),
                  )
                }
              >
                {t('ops.remove')}
              </Button>
            </div>
          ))}
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                set('prizes', [
                  ...draft.prizes,
                  { amount: '', weight: '1', name: { EN: '', CN: '', ID: '', TH: '', VI: '' } },
                ])
              }
            >
              {t('ops.addPrize')}
            </Button>
          </div>
        </fieldset>
      ) : null}
      {save.error ? (
        <p className={styles.error} role="alert">
          {describeError(save.error)}
          {save.error instanceof Error && 'value' in save.error ? '' : ''}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" disabled={save.isPending} data-testid="ops-promotion-save">
          {t('ops.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('ops.cancel')}
        </Button>
      </div>
    </form>
  );
}

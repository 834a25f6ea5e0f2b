import { GAME_CATEGORIES, TRANSLATED_LANGUAGES } from '@lucky/contracts/common/constants';
import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { MISSION_METRICS, MISSION_PERIODS } from '@lucky/contracts/missions/mission-constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import own from './ops-missions.module.css';
import { ScheduleFields } from '../schedule-fields.tsx';
import { EditorFooter } from '../editor-footer.tsx';

export type OpsMission = ValueOf<(typeof ENDPOINTS)['opsMissionList']>[number];
export type MissionInput = BodyOf<(typeof ENDPOINTS)['opsMissionCreate']>;

type Draft = {
  title: Record<string, string>;
  description: Record<string, string>;
  period: string;
  metric: string;
  gameCategory: string;
  target: string;
  rewardAmount: string;
  sort: string;
  startsAt: string;
  endsAt: string;
};

/** datetime-local works in the operator's local time; the API takes ISO instants. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

function draftOf(mission: OpsMission | null): Draft {
  return {
    title: { ...mission?.title },
    description: { ...mission?.description },
    period: mission?.period ?? 'DAILY',
    metric: mission?.metric ?? 'VALID_BET',
    gameCategory: mission?.gameCategory ?? '',
    target: mission?.target ?? '',
    rewardAmount: mission?.rewardAmount ?? '',
    sort: String(mission?.sort ?? 0),
    startsAt: toLocalInput(mission?.startsAt ?? null),
    endsAt: toLocalInput(mission?.endsAt ?? null),
  };
}

export function toInput(draft: Draft): MissionInput {
  return {
    title: draft.title,
    description: draft.description,
    period: draft.period as MissionInput['period'],
    metric: draft.metric as MissionInput['metric'],
    gameCategory: (draft.gameCategory || null) as MissionInput['gameCategory'],
    target: draft.target.trim(),
    rewardAmount: draft.rewardAmount.trim(),
    sort: Number(draft.sort) || 0,
    startsAt: toIso(draft.startsAt),
    endsAt: toIso(draft.endsAt),
  };
}

type Props = {
  mission: OpsMission | null;
  isSaving: boolean;
  error: string | null;
  onSave: (input: MissionInput) => void;
  onCancel: () => void;
};

/** Create or edit a mission: texts in every language (English required), the goal, reward and optional window. */
export function MissionForm({ mission, isSaving, error, onSave, onCancel }: Props) {
  const { t } = useTranslation('missions');
  const [draft, setDraft] = useState(() => draftOf(mission));
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const setText = (key: 'title' | 'description', language: string, value: string) =>
    setDraft((current) => ({ ...current, [key]: { ...current[key], [language]: value } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(toInput(draft));
  };
  return (
    <form
      className={`${styles.card} ${own.form}`}
      onSubmit={submit}
      aria-label={mission ? t('ops.edit') : t('ops.new')}
      data-testid="ops-mission-form"
    >
      <div className={own.texts}>
        {TRANSLATED_LANGUAGES.map((language) => (
          <div key={language} className={own.textPair}>
            <label className={styles.field}>
              <span>{t('ops.field.titleIn', { language })}</span>
              <input
                value={draft.title[language] ?? ''}
                maxLength={500}
                required={language === 'EN'}
                onChange={(event) => setText('title', language, event.target.value)}
              />
            </label>
            <label className={styles.field}>
              <span>{t('ops.field.descriptionIn', { language })}</span>
              <input
                value={draft.description[language] ?? ''}
                maxLength={500}
                required={language === 'EN'}
                onChange={(event) => setText('description', language, event.target.value)}
              />
            </label>
          </div>
        ))}
      </div>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('ops.field.period')}</span>
          <select value={draft.period} onChange={(event) => set('period', event.target.value)}>
            {MISSION_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`ops.period.${period}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('ops.field.metric')}</span>
          <select value={draft.metric} onChange={(event) => set('metric', event.target.value)}>
            {MISSION_METRICS.map((metric) => (
              <option key={metric} value={metric}>
                {t(`mission.metric.${metric}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('ops.field.category')}</span>
          <select
            value={draft.gameCategory}
            disabled={draft.metric === 'DEPOSIT'}
            onChange={(event) => set('gameCategory', event.target.value)}
          >
            <option value="">{t('ops.field.anyCategory')}</option>
            {GAME_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`mission.category.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('ops.field.target')}</span>
          <input
            value={draft.target}
            inputMode="decimal"
            required
            onChange={(event) => set('target', event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('ops.field.reward')}</span>
          <input
            value={draft.rewardAmount}
            inputMode="decimal"
            required
            onChange={(event) => set('rewardAmount', event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('ops.field.sort')}</span>
          <input value={draft.sort} inputMode="numeric" onChange={(event) => set('sort', event.target.value)} />
        </label>
        <ScheduleFields
          value={draft}
          labels={{ startsAt: t('ops.field.startsAt'), endsAt: t('ops.field.endsAt') }}
          fieldClass={styles.field}
          wrapLabels
          onChange={set}
        />
      </div>
      <p className={styles.hint}>{t('ops.field.targetHint')}</p>
      <EditorFooter
        error={error}
        isSaving={isSaving}
        onCancel={onCancel}
        saveLabel={t('ops.save')}
        cancelLabel={t('ops.cancel')}
      />
    </form>
  );
}

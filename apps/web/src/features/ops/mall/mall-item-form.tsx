import { TRANSLATED_LANGUAGES } from '@lucky/contracts/common/constants';
import { MALL_ITEM_KINDS } from '@lucky/contracts/points/points-constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../ops.module.css';
import type { MallItemInput, OpsMallItem } from './mall-types.ts';
import own from './ops-mall.module.css';
import { EditorFooter } from '../editor-footer.tsx';

type Kind = (typeof MALL_ITEM_KINDS)[number];
type Draft = {
  names: Record<string, string>;
  descriptions: Record<string, string>;
  imageUrl: string;
  kind: Kind;
  pointsCost: string;
  cashValue: string;
  stock: string;
  sort: string;
  isEnabled: boolean;
};

function draftOf(item: OpsMallItem | null): Draft {
  return {
    names: { ...item?.names },
    descriptions: { ...item?.descriptions },
    imageUrl: item?.imageUrl ?? '',
    kind: item?.kind ?? 'GOODS',
    pointsCost: item ? String(item.pointsCost) : '',
    cashValue: item && item.kind === 'CASH' ? item.cashValue : '',
    stock: item?.stock === null || item?.stock === undefined ? '' : String(item.stock),
    sort: String(item?.sort ?? 0),
    isEnabled: item?.isEnabled ?? true,
  };
}

function toInput(draft: Draft, id: number | undefined): MallItemInput {
  return {
    ...(id ? { id } : {}),
    names: draft.names as MallItemInput['names'],
    descriptions: draft.descriptions as MallItemInput['descriptions'],
    imageUrl: draft.imageUrl.trim(),
    kind: draft.kind,
    pointsCost: Number(draft.pointsCost),
    // Goods pay no cash; the server stores 0 for them whatever is sent.
    cashValue: draft.kind === 'CASH' ? draft.cashValue.trim() : '0',
    // An empty stock means unlimited.
    stock: draft.stock.trim() === '' ? null : Number(draft.stock),
    sort: Number(draft.sort) || 0,
    isEnabled: draft.isEnabled,
  };
}

type Props = {
  item: OpsMallItem | null;
  isSaving: boolean;
  error: string | null;
  onSave: (input: MallItemInput) => void;
  onCancel: () => void;
};

/** Create or edit a mall item: name and description in every language, picture, kind, price in points, stock. */
export function MallItemForm({ item, isSaving, error, onSave, onCancel }: Props) {
  const { t } = useTranslation('points');
  const [draft, setDraft] = useState(() => draftOf(item));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setText = (key: 'names' | 'descriptions', language: string, value: string) =>
    setDraft((current) => ({ ...current, [key]: { ...current[key], [language]: value } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(toInput(draft, item?.id));
  };
  return (
    <form
      className={`${styles.card} ${own.form}`}
      onSubmit={submit}
      aria-label={item ? t('ops.edit') : t('ops.add')}
      data-testid="ops-mall-item-form"
    >
      <h3 className={styles.subtitle}>{item ? t('ops.editTitle', { id: item.id }) : t('ops.add')}</h3>
      <div className={own.texts}>
        {TRANSLATED_LANGUAGES.map((language) => (
          <div key={language} className={own.textPair}>
            <label className={styles.field}>
              <span>{t('ops.name', { language })}</span>
              <input
                value={draft.names[language] ?? ''}
                maxLength={200}
                required
                onChange={(event) => setText('names', language, event.target.value)}
              />
            </label>
            <label className={styles.field}>
              <span>{t('ops.description', { language })}</span>
              <textarea
                rows={2}
                value={draft.descriptions[language] ?? ''}
                maxLength={2000}
                required
                onChange={(event) => setText('descriptions', language, event.target.value)}
              />
            </label>
          </div>
        ))}
      </div>
      <div className={own.fields}>
        <label className={`${styles.field} ${own.wide}`}>
          <span>{t('ops.field.imageUrl')}</span>
          <input
            value={draft.imageUrl}
            required
            maxLength={301}
            placeholder="/assets/mall/…"
            onChange={(event) => set('imageUrl', event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('ops.field.kind')}</span>
          <select value={draft.kind} onChange={(event) => set('kind', event.target.value as Kind)}>
            {MALL_ITEM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('ops.field.pointsCost')}</span>
          <input
            type="number"
            min={1}
            max={1_000_000_000}
            step={1}
            required
            value={draft.pointsCost}
            onChange={(event) => set('pointsCost', event.target.value)}
          />
        </label>
        {draft.kind === 'CASH' ? (
          <label className={styles.field}>
            <span>{t('ops.field.cashValue')}</span>
            <input
              inputMode="decimal"
              required
              pattern="\d+(\.\d{1,2})?"
              value={draft.cashValue}
              onChange={(event) => set('cashValue', event.target.value)}
            />
          </label>
        ) : null}
        <label className={styles.field}>
          <span>{t('ops.field.stock')}</span>
          <input
            type="number"
            min={0}
            max={10_000_000}
            step={1}
            value={draft.stock}
            placeholder={t('ops.field.stockHint')}
            onChange={(event) => set('stock', event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{t('ops.field.sort')}</span>
          <input
            type="number"
            min={0}
            max={100_000}
            step={1}
            value={draft.sort}
            onChange={(event) => set('sort', event.target.value)}
          />
        </label>
        <label className={own.check}>
          <input
            type="checkbox"
            checked={draft.isEnabled}
            onChange={(event) => set('isEnabled', event.target.checked)}
          />
          <span>{t('ops.field.isEnabled')}</span>
        </label>
      </div>
      <p className={styles.hint}>{draft.kind === 'CASH' ? t('ops.cashHint') : t('ops.goodsHint')}</p>
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

import { opsMallItemSave } from '@lucky/contracts/points/mall-ops-endpoints';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorFooter } from '../components/editor-footer.tsx';
import { bodySchemaOf, useContractResolver } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { firstErrorMessage } from '../utils/first-error-message.ts';
import { draftOf, toInput, type MallItemDraft } from './mall-item-draft.ts';
import { MallItemFields } from './mall-item-fields.tsx';
import { MallItemTexts } from './mall-item-texts.tsx';
import type { MallItemInput, OpsMallItem } from './mall-types.ts';
import own from './ops-mall.module.css';

const mallItemSchema = bodySchemaOf(opsMallItemSave);

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
  const { register, handleSubmit, control, formState } = useForm<MallItemDraft, unknown, MallItemInput>({
    resolver: useContractResolver<MallItemDraft, MallItemInput>(mallItemSchema, (draft) => toInput(draft, item?.id)),
    defaultValues: draftOf(item),
  });
  const kind = useWatch({ control, name: 'kind' });
  const problem = firstErrorMessage(formState.errors);
  return (
    <form
      className={`${styles.card} ${own.form}`}
      onSubmit={handleSubmit(onSave)}
      aria-label={item ? t('ops.edit') : t('ops.add')}
      data-testid="ops-mall-item-form"
    >
      <h3 className={styles.subtitle}>{item ? t('ops.editTitle', { id: item.id }) : t('ops.add')}</h3>
      <MallItemTexts register={register} />
      <MallItemFields register={register} kind={kind} />
      <p className={styles.hint}>{kind === 'CASH' ? t('ops.cashHint') : t('ops.goodsHint')}</p>
      <EditorFooter
        error={error ?? problem}
        isSaving={isSaving}
        onCancel={onCancel}
        saveLabel={t('ops.save')}
        cancelLabel={t('ops.cancel')}
      />
    </form>
  );
}

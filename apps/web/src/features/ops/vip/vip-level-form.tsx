import { opsVipLevelSave, type VipLevel } from '@lucky/contracts/vip/vip-endpoints';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { bodySchemaOf, useContractResolver } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { firstErrorMessage } from '../utils/first-error-message.ts';
import own from './ops-vip.module.css';
import { draftOf, toInput, type LevelDraft, type LevelInput } from './vip-level-draft.ts';
import { LevelBenefits, LevelNames, LevelRequirements } from './vip-level-fields.tsx';

const levelSchema = bodySchemaOf(opsVipLevelSave);

type Props = {
  level: VipLevel | null;
  levelNumber: number;
  isSaving: boolean;
  error: string | null;
  onSave: (input: LevelInput) => void;
  onCancel: () => void;
};

/** Edit or add one level: its name in every language, what it takes to reach and keep it, and its benefits. */
export function VipLevelForm({ level, levelNumber, isSaving, error, onSave, onCancel }: Props) {
  const { t } = useTranslation('vip');
  const { register, handleSubmit, formState } = useForm<LevelDraft, unknown, LevelInput>({
    resolver: useContractResolver<LevelDraft, LevelInput>(levelSchema, (draft) => toInput(draft, levelNumber)),
    defaultValues: draftOf(level, levelNumber),
  });
  const problem = error ?? firstErrorMessage(formState.errors);
  return (
    <form
      className={`${styles.card} ${own.form}`}
      onSubmit={handleSubmit(onSave)}
      aria-label={`VIP ${levelNumber}`}
      data-testid="ops-vip-form"
    >
      <h3 className={own.formTitle}>
        {level ? t('ops.editTitle', { level: levelNumber }) : t('ops.newTitle', { level: levelNumber })}
      </h3>
      <LevelNames register={register} />
      <LevelRequirements register={register} levelNumber={levelNumber} />
      <LevelBenefits register={register} levelNumber={levelNumber} />
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSaving} data-testid="ops-vip-save">
          {t('ops.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('ops.cancel')}
        </Button>
      </div>
    </form>
  );
}

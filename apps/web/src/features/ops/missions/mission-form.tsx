import { opsMissionCreate } from '@lucky/contracts/missions/mission-endpoints';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorFooter } from '../components/editor-footer.tsx';
import { bodySchemaOf, useContractResolver } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { ScheduleFields } from '../components/schedule-fields.tsx';
import { firstErrorMessage } from '../utils/first-error-message.ts';
import { draftOf, toInput, type MissionDraft, type MissionInput, type OpsMission } from './mission-draft.ts';
import { MissionGoalFields } from './mission-goal-fields.tsx';
import { MissionTexts } from './mission-texts.tsx';
import own from './ops-missions.module.css';

const missionSchema = bodySchemaOf(opsMissionCreate);

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
  const { register, handleSubmit, control, setValue, formState } = useForm<MissionDraft, unknown, MissionInput>({
    resolver: useContractResolver<MissionDraft, MissionInput>(missionSchema, toInput),
    defaultValues: draftOf(mission),
  });
  const [metric, startsAt, endsAt] = useWatch({ control, name: ['metric', 'startsAt', 'endsAt'] });
  return (
    <form
      className={`${styles.card} ${own.form}`}
      onSubmit={handleSubmit(onSave)}
      aria-label={mission ? t('ops.edit') : t('ops.new')}
      data-testid="ops-mission-form"
    >
      <MissionTexts register={register} />
      <div className={styles.toolbar}>
        <MissionGoalFields register={register} metric={metric} />
        <ScheduleFields
          value={{ startsAt, endsAt }}
          labels={{ startsAt: t('ops.field.startsAt'), endsAt: t('ops.field.endsAt') }}
          fieldClass={styles.field}
          wrapLabels
          onChange={(key, value) => setValue(key, value)}
        />
      </div>
      <p className={styles.hint}>{t('ops.field.targetHint')}</p>
      <EditorFooter
        error={error ?? firstErrorMessage(formState.errors)}
        isSaving={isSaving}
        onCancel={onCancel}
        saveLabel={t('ops.save')}
        cancelLabel={t('ops.cancel')}
      />
    </form>
  );
}

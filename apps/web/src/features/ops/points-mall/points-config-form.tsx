import { opsPointsConfigSave } from '@lucky/contracts/points/mall-ops-endpoints';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { bodySchemaOf, useContractResolver } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';
import { firstErrorMessage } from '../utils/first-error-message.ts';
import { usePointsConfig, useSavePointsConfig } from './api/points-config.ts';
import type { PointsConfigInput } from './mall-types.ts';
import own from './ops-mall.module.css';
import { draftOf, toInput, type PointsConfigDraft } from './points-config-draft.ts';
import { ConvertSettings, EarnRates } from './points-config-fields.tsx';

const pointsConfigSchema = bodySchemaOf(opsPointsConfigSave);

/** Admin: how points are earned (money per point for each game category and for deposits) and converted to cash. */
export function PointsConfigDesk() {
  const { t } = useTranslation('points');
  const describeError = useErrorMessage();
  const config = usePointsConfig();
  if (config.isPending) return <Spinner size={28} label={t('loading')} />;
  if (config.error)
    return (
      <p className={styles.error} role="alert">
        {describeError(config.error)}
      </p>
    );
  const { currency, ...rates } = config.data;
  // The form starts from the rates loaded first; a save stores exactly what it shows.
  return <PointsConfigForm initial={rates} currency={currency} />;
}

function PointsConfigForm({ initial, currency }: { initial: PointsConfigInput; currency: string }) {
  const { t } = useTranslation('points');
  const describeError = useErrorMessage();
  const save = useSavePointsConfig();
  const { register, handleSubmit, control, formState } = useForm<PointsConfigDraft, unknown, PointsConfigInput>({
    resolver: useContractResolver<PointsConfigDraft, PointsConfigInput>(pointsConfigSchema, toInput),
    defaultValues: draftOf(initial),
  });
  const [points, cash] = useWatch({ control, name: ['points', 'cash'] });
  const problem = save.error ? describeError(save.error) : firstErrorMessage(formState.errors);
  return (
    <form
      className={`${styles.card} ${own.form}`}
      onSubmit={handleSubmit((body) => save.mutate(body))}
      // Any change hides the last save's outcome: it no longer describes what the form shows.
      onChange={() => save.reset()}
      aria-label={t('ops.config')}
      data-testid="ops-points-config"
    >
      <p className={styles.hint}>{t('ops.configHint', { currency })}</p>
      <EarnRates register={register} />
      <ConvertSettings register={register} rate={{ points, cash }} currency={currency} />
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p className={styles.success} role="status">
          {t('ops.configSaved')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('ops.configSave')}
        </Button>
      </div>
    </form>
  );
}

import { opsPvpTableCreate, opsPvpTableUpdate } from '@lucky/contracts/pvp/pvp-ops-endpoints';
import { PVP_GAMES } from '@lucky/contracts/pvp/pvp-schemas';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
import { bodySchemaOf, useContractResolver, type FieldMessages } from '../../../../lib/contract-resolver.ts';
import styles from '../../ops.module.css';
import { firstErrorMessage } from '../../utils/first-error-message.ts';
import type { PvpDeskTable, TableCreateBody, TableUpdateBody } from '../api/tables.ts';
import own from '../ops-pvp.module.css';
import { PvpRefusal } from '../pvp-refusal.tsx';
import { draftOf, toCreateBody, toUpdateBody, type TableDraft } from './table-draft.ts';

const createSchema = bodySchemaOf(opsPvpTableCreate);
const updateSchema = bodySchemaOf(opsPvpTableUpdate);

type Props = {
  /** The table to change; null creates one. */
  table: PvpDeskTable | null;
  isSaving: boolean;
  error: unknown;
  onSave: (body: TableCreateBody | TableUpdateBody) => void;
  onCancel: () => void;
};

/**
 * A table's terms: blinds (Hold'em) or ante, rake and its cap, buy-in range, turn time; seats, practice and bots only
 * when the table is created (players sit at them). The contract's own schema checks the form, so it refuses exactly
 * what the server would; a change applies from the next hand dealt, and the reason goes to the audit log.
 */
export function TableFormDialog({ table, isSaving, error, onSave, onCancel }: Props) {
  const { t } = useTranslation('opsPvp');
  const { register, handleSubmit, formState, control } = useForm<
    TableDraft,
    unknown,
    TableCreateBody | TableUpdateBody
  >({
    resolver: useContractResolver<TableDraft, TableCreateBody | TableUpdateBody>(
      table ? updateSchema : createSchema,
      (draft) => (table ? toUpdateBody(table.tableId, draft) : toCreateBody(draft)),
      { messages: useFieldMessages() },
    ),
    defaultValues: draftOf(table),
  });
  const game = useWatch({ control, name: 'game' });
  const practice = useWatch({ control, name: 'practice' });
  const problem = firstErrorMessage(formState.errors);
  const title = table ? t('form.editTitle', { name: table.name }) : t('form.newTitle');
  const field = fieldOf(register);
  return (
    <ModalDialog title={title} onClose={onCancel} testId="pvp-table-form" width={640}>
      <form className={styles.panel} onSubmit={handleSubmit(onSave)} aria-label={title}>
        <TermsFields register={register} game={game} isEditing={table !== null} />
        {table ? null : (
          <div className={styles.row}>
            <label className={own.check}>
              <input type="checkbox" {...register('practice')} />
              {t('table.practice')}
            </label>
            {practice ? field('botSeats', t('table.botSeats'), { inputMode: 'numeric' }) : null}
          </div>
        )}
        <p className={styles.hint}>{table ? t('form.appliesNext') : t('form.createsClosed')}</p>
        <label className={styles.field}>
          <span>{t('reason.label')}</span>
          <textarea rows={2} maxLength={200} {...register('reason')} />
        </label>
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
        {error ? <PvpRefusal error={error} /> : null}
        <div className={styles.actions}>
          <Button type="submit" size="sm" disabled={isSaving}>
            {table ? t('form.save') : t('form.create')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** A text field of the form, bound to its draft value. */
const fieldOf =
  (register: UseFormRegister<TableDraft>) =>
  (name: keyof TableDraft, label: string, extra: Record<string, unknown> = {}) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input {...extra} {...register(name)} />
    </label>
  );

type TermsProps = { register: UseFormRegister<TableDraft>; game: TableDraft['game']; isEditing: boolean };

/** The terms: the game (fixed once created), blinds or ante by game, rake, buy-in range, turn time, seats. */
function TermsFields({ register, game, isEditing }: TermsProps) {
  const { t } = useTranslation('opsPvp');
  const field = fieldOf(register);
  return (
    <div className={own.formGrid}>
      <label className={styles.field}>
        <span>{t('table.game')}</span>
        <select disabled={isEditing} {...register('game')}>
          {PVP_GAMES.map((value) => (
            <option key={value} value={value}>
              {t(`game.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {field('name', t('table.name'), { maxLength: 40 })}
      {field('stakeLevel', t('table.stakeLevel'), { maxLength: 16, placeholder: 'NL200' })}
      {game === 'HOLDEM' ? field('smallBlind', t('table.smallBlind'), { inputMode: 'decimal' }) : null}
      {game === 'HOLDEM' ? field('bigBlind', t('table.bigBlind'), { inputMode: 'decimal' }) : null}
      {game === 'HOLDEM' ? null : field('ante', t('table.ante'), { inputMode: 'decimal' })}
      {field('rakePercent', t('table.rakePercent'), { inputMode: 'decimal' })}
      {field('rakeCap', t('table.rakeCap'), { inputMode: 'decimal' })}
      {field('minBuyIn', t('table.minBuyIn'), { inputMode: 'decimal' })}
      {field('maxBuyIn', t('table.maxBuyIn'), { inputMode: 'decimal' })}
      {field('turnSeconds', t('table.turnSeconds'), { inputMode: 'numeric' })}
      {isEditing ? null : field('seats', t('table.seats'), { inputMode: 'numeric' })}
    </div>
  );
}

/** The form's own words for each refused field (the contract's schema says them in English only). */
function useFieldMessages(): FieldMessages<TableDraft> {
  const { t } = useTranslation('opsPvp');
  return {
    name: t('form.invalid.name'),
    stakeLevel: t('form.invalid.stakeLevel'),
    smallBlind: t('form.invalid.blinds'),
    bigBlind: t('form.invalid.blinds'),
    ante: t('form.invalid.ante'),
    rakeCap: t('form.invalid.amount'),
    minBuyIn: t('form.invalid.buyIn'),
    maxBuyIn: t('form.invalid.buyIn'),
    seats: t('form.invalid.seats'),
    turnSeconds: t('form.invalid.turnSeconds'),
    botSeats: t('form.invalid.botSeats'),
    reason: t('form.invalid.reason'),
    // The contract names the rake field rakeBp; the form asks for a percentage.
    ...({ rakeBp: t('form.invalid.rake') } as FieldMessages<TableDraft>),
  };
}

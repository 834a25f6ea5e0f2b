import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
import { ErrorBlock, LoadingBlock } from '../../../../components/ui/query-state.tsx';
import { useContractsHeld } from '../api/contracts-held.ts';
import { useOfferForm, type OfferFormInput } from '../hooks/use-offer-form.ts';
import { DIVIDEND_PERIODS, type ContractKind } from '../utils/contract-kinds.ts';
import type { DividendPeriod, OfferDraft } from '../utils/offer-draft.ts';
import { TermsTable } from './contract-view.tsx';
import { LowerRateWarning } from './lower-rate-warning.tsx';
import { TierEditor } from './tier-editor.tsx';
import styles from './contracts.module.css';

export type OfferContractDialogProps = {
  /** The direct downline agent; the server identifies it by username (memberId is for the caller's bookkeeping). */
  downline: { memberId?: number; username: string };
  onClose: () => void;
  /** The kind to start on when the agent holds it. */
  initialKind?: ContractKind;
};

/**
 * Offer a contract to a direct downline agent: a kind the agent holds, its tiers edited from the
 * agent's own terms, checked before sending (readable, climbing, never above the agent's own),
 * and the server's lower-rate warning answered with Proceed (re-sent with confirm) or Cancel.
 */
export function OfferContractDialog({ downline, onClose, initialKind }: OfferContractDialogProps) {
  const { t } = useTranslation('contracts');
  const { data, isPending, error, refetch } = useContractsHeld('all');
  const own = new Map(
    (data?.list ?? []).filter((contract) => contract.status === 'ACTIVE').map((contract) => [contract.kind, contract]),
  );
  return (
    <ModalDialog
      width={720}
      onClose={onClose}
      title={t('offer.title', { username: downline.username })}
      testId="offer-dialog"
    >
      {isPending ? (
        <LoadingBlock />
      ) : error ? (
        <ErrorBlock error={error} onRetry={() => void refetch()} />
      ) : own.size === 0 ? (
        <div className={styles.form}>
          <p role="alert">{t('offer.nothingHeld')}</p>
          <div className={styles.footer}>
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
        </div>
      ) : (
        <OfferForm username={downline.username} own={own} initialKind={initialKind} onClose={onClose} />
      )}
    </ModalDialog>
  );
}

function OfferForm(props: OfferFormInput) {
  const { t } = useTranslation('contracts');
  const form = useOfferForm(props);
  const { draft, setDraft, warning } = form;
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label={t('offer.formLabel')}>
      <KindChoice kinds={form.kinds} active={draft.kind} onChoose={form.chooseKind} />
      <details>
        <summary className={styles.hint}>{t('offer.myTerms')}</summary>
        <TermsTable terms={form.ownTerms} />
      </details>
      {draft.kind === 'DIVIDEND' ? (
        <PeriodField value={draft.period} onChange={(period) => setDraft({ ...draft, period })} />
      ) : null}
      {draft.kind === 'REALTIME' ? (
        <RealtimeFields draft={draft} onChange={setDraft} />
      ) : (
        <TierEditor draft={draft} onChange={setDraft} />
      )}
      <p className={styles.hint}>{t(`offer.hint.${draft.kind}`)}</p>
      {form.problems.length > 0 ? (
        <ul className={styles.errors} role="alert" data-testid="offer-problems">
          {form.problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {form.failure ? (
        <p className={styles.error} role="alert">
          {form.failure}
        </p>
      ) : null}
      {/* While the warning asks, its Proceed and Cancel are the only buttons: one Cancel, whose meaning is clear. */}
      {warning ? (
        <LowerRateWarning
          affected={warning.affected}
          busy={form.isSending}
          onCancel={form.dismissWarning}
          onProceed={form.proceed}
          acceptedBy={props.username}
        />
      ) : (
        <div className={styles.footer}>
          <Button variant="secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={form.isSending}>
            {t('offer.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}

type KindChoiceProps = { kinds: ContractKind[]; active: ContractKind; onChoose: (kind: ContractKind) => void };

/** The kinds the agent holds, as a radio group: choosing one starts the draft again from its own terms. */
function KindChoice({ kinds, active, onChoose }: KindChoiceProps) {
  const { t } = useTranslation('contracts');
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel} id="offer-kind-label">
        {t('offer.kind')}
      </span>
      <div className={styles.kinds} role="radiogroup" aria-labelledby="offer-kind-label">
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={active === kind}
            className={`${styles.kind} ${active === kind ? styles.kindActive : ''}`}
            onClick={() => onChoose(kind)}
          >
            {t(`kind.${kind}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

function PeriodField({ value, onChange }: { value: DividendPeriod; onChange: (period: DividendPeriod) => void }) {
  const { t } = useTranslation('contracts');
  return (
    <div className={styles.field}>
      <label htmlFor="offer-period">{t('offer.period')}</label>
      <select id="offer-period" value={value} onChange={(event) => onChange(event.target.value as DividendPeriod)}>
        {DIVIDEND_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`period.${period}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function RealtimeFields({ draft, onChange }: { draft: OfferDraft; onChange: (draft: OfferDraft) => void }) {
  const { t } = useTranslation('contracts');
  return (
    <div className={styles.row}>
      <div className={styles.field}>
        <label htmlFor="offer-profit">{t('offer.profitRate')}</label>
        <input
          id="offer-profit"
          inputMode="decimal"
          value={draft.profitRate}
          onChange={(event) => onChange({ ...draft, profitRate: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="offer-loss">{t('offer.lossRate')}</label>
        <input
          id="offer-loss"
          inputMode="decimal"
          value={draft.lossRate}
          onChange={(event) => onChange({ ...draft, lossRate: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="offer-min-single">{t('terms.minSingleBet')}</label>
        <input
          id="offer-min-single"
          inputMode="decimal"
          value={draft.minSingleBet}
          onChange={(event) => onChange({ ...draft, minSingleBet: event.target.value })}
        />
      </div>
    </div>
  );
}

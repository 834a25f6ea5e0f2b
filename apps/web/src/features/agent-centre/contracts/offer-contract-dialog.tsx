import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { showDialog } from '../../../lib/modal-store.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useRefreshContracts } from './contract-actions.tsx';
import { DIVIDEND_PERIODS, CONTRACTS_KEY, KIND_ORDER, type Contract, type ContractKind } from './contract-kinds.ts';
import { TermsTable } from './contract-view.tsx';
import { LowerRateWarning, lowerRateAffected, type AffectedContract } from './lower-rate-warning.tsx';
import {
  checkDraft,
  draftFrom,
  type DividendPeriod,
  type OfferDraft,
  type Problem,
  type TermsInput,
} from './offer-draft.ts';
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
  const { data, isPending, error, refetch } = useQuery({
    queryKey: [...CONTRACTS_KEY, 'held', 'all'],
    queryFn: ({ signal }) => callApi('contractsHeld', { query: {}, signal }),
  });
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

type FormProps = {
  username: string;
  own: Map<ContractKind, Contract>;
  initialKind?: ContractKind;
  onClose: () => void;
};

function OfferForm({ username, own, initialKind, onClose }: FormProps) {
  const { t } = useTranslation('contracts');
  const describe = useErrorMessage();
  const refresh = useRefreshContracts();
  const scale = useSiteStatus().currency.scale;
  const kinds = KIND_ORDER.filter((kind) => own.has(kind));
  const [draft, setDraft] = useState<OfferDraft>(() => {
    const kind = initialKind && own.has(initialKind) ? initialKind : kinds[0]!;
    return draftFrom(kind, own.get(kind)?.terms);
  });
  const [problems, setProblems] = useState<Problem[]>([]);
  const [warning, setWarning] = useState<{ terms: TermsInput; affected: AffectedContract[] } | null>(null);
  const ownTerms = own.get(draft.kind)!.terms;

  const offer = useMutation({
    mutationFn: ({ terms, confirm }: { terms: TermsInput; confirm: boolean }) =>
      callApi('contractOffer', { body: { username, terms, confirm } }),
    onSuccess: async () => {
      await refresh();
      onClose();
      showDialog({
        title: t('offer.sentTitle'),
        message: t('offer.sent', { username, kind: t(`kind.${draft.kind}`) }),
        confirmText: t('common.ok'),
      });
    },
    onError: (error, variables) => {
      const affected = lowerRateAffected(error);
      if (affected) setWarning({ terms: variables.terms, affected });
    },
  });

  const chooseKind = (kind: ContractKind) => {
    setDraft(draftFrom(kind, own.get(kind)?.terms));
    setProblems([]);
    setWarning(null);
    offer.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setWarning(null);
    const result = checkDraft(draft, ownTerms, scale);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems([]);
    offer.mutate({ terms: result.terms, confirm: false });
  };
  const failure = offer.error && !lowerRateAffected(offer.error) ? describe(offer.error) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('offer.formLabel')}>
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
              aria-checked={draft.kind === kind}
              className={`${styles.kind} ${draft.kind === kind ? styles.kindActive : ''}`}
              onClick={() => chooseKind(kind)}
            >
              {t(`kind.${kind}`)}
            </button>
          ))}
        </div>
      </div>
      <details>
        <summary className={styles.hint}>{t('offer.myTerms')}</summary>
        <TermsTable terms={ownTerms} />
      </details>
      {draft.kind === 'DIVIDEND' ? (
        <div className={styles.field}>
          <label htmlFor="offer-period">{t('offer.period')}</label>
          <select
            id="offer-period"
            value={draft.period}
            onChange={(event) => setDraft({ ...draft, period: event.target.value as DividendPeriod })}
          >
            {DIVIDEND_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`period.${period}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {draft.kind === 'REALTIME' ? (
        <RealtimeFields draft={draft} onChange={setDraft} />
      ) : (
        <TierEditor draft={draft} onChange={setDraft} />
      )}
      <p className={styles.hint}>{t(`offer.hint.${draft.kind}`)}</p>
      {problems.length > 0 ? (
        <ul className={styles.errors} role="alert" data-testid="offer-problems">
          {problems.map((problem, index) => (
            <li key={index}>{t(problem.key, problem.values)}</li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      {warning ? (
        <LowerRateWarning
          affected={warning.affected}
          busy={offer.isPending}
          onCancel={() => setWarning(null)}
          onProceed={() => offer.mutate({ terms: warning.terms, confirm: true })}
        />
      ) : null}
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={offer.isPending || Boolean(warning)}>
          {t('offer.submit')}
        </Button>
      </div>
    </form>
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

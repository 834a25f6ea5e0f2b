import { CONTRACT_KINDS, DIVIDEND_PERIODS, MAX_TIERS } from '@lucky/contracts/agent/contract-endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ReasonDialog } from '../members/reason-dialog.tsx';
import { useGrantContract } from './api/agents.ts';
import {
  EMPTY_GRANT,
  EMPTY_TIER,
  readGrant,
  type GrantDraft,
  type GrantProblem,
  type GrantTerms,
} from './grant-draft.ts';
import { GrantTierRows } from './grant-tier-rows.tsx';
import styles from '../ops.module.css';

type Affected = { contractId: number; kind: string; payeeUsername: string };

/** The contracts a `contract.lower.rate` answer lists: granting with confirm ends them. */
function lowerRateAffected(error: unknown): Affected[] | null {
  if (!(error instanceof ApiError) || error.code !== 'contract.lower.rate') return null;
  const affected = (error.value as { affected?: Affected[] } | null)?.affected;
  return Array.isArray(affected) ? affected : [];
}

/**
 * Grant a top-level agent a contract paid by the platform: the terms typed here, read before anything is sent,
 * then a confirmation with the reason the audit keeps. A grant that pays less than contracts the agent already
 * gave its downline comes back as `contract.lower.rate`: the dialog then lists them and grants with confirm.
 */
export function ContractGrantForm() {
  const { t } = useTranslation('agentNet');
  const [draft, setDraft] = useState<GrantDraft>(EMPTY_GRANT);
  const [problems, setProblems] = useState<GrantProblem[]>([]);
  const [pending, setPending] = useState<GrantTerms | null>(null);
  const [granted, setGranted] = useState<string | null>(null);
  const grant = useGrantContract(() => {
    setGranted(t('grant.done', { username: draft.username.trim(), kind: t(`kind.${draft.kind}`) }));
    setPending(null);
    setDraft(EMPTY_GRANT);
  });
  const review = () => {
    const result = readGrant(draft);
    setGranted(null);
    if ('problems' in result) return setProblems(result.problems);
    setProblems([]);
    grant.reset();
    setPending(result.terms);
  };
  const params = { username: draft.username.trim(), kind: t(`kind.${draft.kind}`) };
  return (
    <section className={styles.card} aria-label={t('grant.title')}>
      <h2 className={styles.subtitle}>{t('grant.title')}</h2>
      <form
        className={styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <p className={styles.hint}>{t('grant.hint')}</p>
        <GrantHeadFields draft={draft} onChange={setDraft} />
        {draft.kind === 'REALTIME' ? (
          <RealtimeFields draft={draft} onChange={setDraft} />
        ) : (
          <GrantTierRows
            draft={draft}
            onChange={setDraft}
            onAdd={
              draft.tiers.length < MAX_TIERS ? () => setDraft({ ...draft, tiers: [...draft.tiers, EMPTY_TIER] }) : null
            }
          />
        )}
        {problems.length > 0 ? (
          <ul className={styles.error} role="alert" data-testid="grant-problems">
            {problems.map((problem, index) => (
              <li key={index}>{t(problem.key, { row: problem.row })}</li>
            ))}
          </ul>
        ) : null}
        {granted ? (
          <p className={styles.success} role="status">
            {granted}
          </p>
        ) : null}
        <Button type="submit" size="sm">
          {t('grant.submit')}
        </Button>
      </form>
      {pending ? (
        <GrantConfirmDialog
          params={params}
          grant={grant}
          onConfirm={(reason, confirm) => grant.mutate({ username: params.username, terms: pending, reason, confirm })}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

function RealtimeFields({ draft, onChange }: { draft: GrantDraft; onChange: (draft: GrantDraft) => void }) {
  const { t } = useTranslation('agentNet');
  const field = (key: 'profitRate' | 'lossRate' | 'minSingleBet') => (
    <label className={styles.field}>
      <span>{t(`grant.${key}`)}</span>
      <input
        inputMode="decimal"
        value={draft[key]}
        onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
      />
    </label>
  );
  return (
    <div className={styles.row}>
      {field('profitRate')}
      {field('lossRate')}
      {field('minSingleBet')}
    </div>
  );
}

function GrantHeadFields({ draft, onChange }: { draft: GrantDraft; onChange: (draft: GrantDraft) => void }) {
  const { t } = useTranslation('agentNet');
  const setDraft = onChange;
  return (
    <div className={styles.row}>
      <label className={styles.field}>
        <span>{t('grant.username')}</span>
        <input value={draft.username} onChange={(event) => setDraft({ ...draft, username: event.target.value })} />
      </label>
      <label className={styles.field}>
        <span>{t('grant.kind')}</span>
        <select
          value={draft.kind}
          onChange={(event) => setDraft({ ...draft, kind: event.target.value as GrantDraft['kind'] })}
        >
          {CONTRACT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {draft.kind === 'DIVIDEND' ? (
        <label className={styles.field}>
          <span>{t('grant.period')}</span>
          <select
            value={draft.period}
            onChange={(event) => setDraft({ ...draft, period: event.target.value as GrantDraft['period'] })}
          >
            {DIVIDEND_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`period.${period}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}

type ConfirmProps = {
  params: { username: string; kind: string };
  grant: ReturnType<typeof useGrantContract>;
  onConfirm: (reason: string, confirm: boolean) => void;
  onCancel: () => void;
};

/** Asks before granting; after a `contract.lower.rate` answer, lists what the grant ends and grants with confirm. */
function GrantConfirmDialog({ params, grant, onConfirm, onCancel }: ConfirmProps) {
  const { t } = useTranslation('agentNet');
  const affected = lowerRateAffected(grant.error);
  return (
    <ReasonDialog
      title={t('grant.confirmTitle', params)}
      warning={affected ? t('grant.lowerRate', params) : t('grant.confirmWarning', params)}
      confirmLabel={affected ? t('grant.confirmLower') : t('grant.confirm')}
      isPending={grant.isPending}
      error={affected ? null : grant.error}
      onConfirm={(reason) => onConfirm(reason, affected !== null)}
      onCancel={onCancel}
    >
      {affected && affected.length > 0 ? (
        <ul data-testid="grant-affected">
          {affected.map((item) => (
            <li key={item.contractId}>
              {t('grant.affectedItem', { username: item.payeeUsername, kind: t(`kind.${item.kind}`) })}
            </li>
          ))}
        </ul>
      ) : null}
    </ReasonDialog>
  );
}

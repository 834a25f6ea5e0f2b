import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../../components/ui/pagination.tsx';
import { ErrorBlock, LoadingBlock } from '../../../../components/ui/query-state.tsx';
import { useContractsOffered } from '../api/contracts-offered.ts';
import { CONTRACT_STATUSES, type Contract, type ContractKind } from '../utils/contract-kinds.ts';
import { ContractActions } from './contract-actions.tsx';
import { ContractDates, ContractStatus, TermsSummary } from './contract-view.tsx';
import { OfferContractDialog } from './offer-contract-dialog.tsx';
import styles from './contracts.module.css';

type Status = (typeof CONTRACT_STATUSES)[number];
type Filter = { status: Status | ''; username: string };
const PAGE_SIZE = 10;

/**
 * Contracts of a kind the caller gave its direct downline: status and downline filters, paged,
 * each with its waiting request and actions. An offer to a downline by name starts here too
 * (the downline list offers it per row).
 */
export function OfferedSection({ kind, canOffer }: { kind: ContractKind; canOffer: boolean }) {
  const { t } = useTranslation('contracts');
  const [filter, setFilter] = useState<Filter>({ status: '', username: '' });
  const [page, setPage] = useState(1);
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const query = {
    kind,
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.username.trim() ? { username: filter.username.trim() } : {}),
  };
  const { data, isPending, error, refetch, isFetching } = useContractsOffered(query);
  const apply = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <section className={styles.card} aria-labelledby={`offered-${kind}`} data-testid="offered-contracts">
      <div className={styles.cardHead}>
        <h3 id={`offered-${kind}`} className={styles.cardTitle}>
          {t('offered.title')}
        </h3>
        {canOffer ? <OfferByName onOffer={setOfferTo} /> : null}
      </div>
      <OfferedFilters kind={kind} isBusy={isFetching} onApply={apply} />
      {isPending ? (
        <LoadingBlock />
      ) : error || !data ? (
        <ErrorBlock error={error} onRetry={() => void refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={t('offered.none')} />
      ) : (
        <>
          <OfferedTable contracts={data.list} onNewTerms={canOffer ? setOfferTo : null} />
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
      {offerTo ? (
        <OfferContractDialog downline={{ username: offerTo }} initialKind={kind} onClose={() => setOfferTo(null)} />
      ) : null}
    </section>
  );
}

type FiltersProps = { kind: ContractKind; isBusy: boolean; onApply: (filter: Filter) => void };

/** Status and downline name; applied on Search. */
function OfferedFilters({ kind, isBusy, onApply }: FiltersProps) {
  const { t } = useTranslation('contracts');
  const { register, handleSubmit } = useForm<Filter>({ defaultValues: { status: '', username: '' } });
  return (
    <form
      className={styles.filters}
      onSubmit={(event) => void handleSubmit(onApply)(event)}
      aria-label={t('offered.filters')}
    >
      <div className={styles.field}>
        <label htmlFor={`offered-${kind}-status`}>{t('fields.status')}</label>
        <select id={`offered-${kind}-status`} {...register('status')}>
          <option value="">{t('common.all')}</option>
          {CONTRACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`offered-${kind}-user`}>{t('fields.downline')}</label>
        <input id={`offered-${kind}-user`} maxLength={64} {...register('username')} />
      </div>
      <Button type="submit" disabled={isBusy}>
        {t('common.search')}
      </Button>
    </form>
  );
}

type TableProps = { contracts: Contract[]; onNewTerms: ((username: string) => void) | null };

function OfferedTable({ contracts, onNewTerms }: TableProps) {
  const { t } = useTranslation('contracts');
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('fields.downline')}</th>
            <th>{t('fields.terms')}</th>
            <th>{t('fields.status')}</th>
            <th>{t('fields.dates')}</th>
            <th>{t('fields.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <tr key={contract.id} data-testid={`offered-${contract.id}`}>
              <td>{contract.payeeUsername}</td>
              <td>
                <TermsSummary terms={contract.terms} />
              </td>
              <td className={styles.statusCell}>
                <ContractStatus contract={contract} />
              </td>
              <td>
                <ContractDates contract={contract} />
              </td>
              <td>
                <ContractActions contract={contract} side="PAYER" />
                {onNewTerms && (contract.status === 'ACTIVE' || contract.status === 'OFFERED') ? (
                  <Button size="sm" variant="ghost" onClick={() => onNewTerms(contract.payeeUsername)}>
                    {t('actions.newTerms')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A direct downline agent's name, then the offer dialog. The server refuses anyone else (contract.not.found, contract.payee.not.agent). */
function OfferByName({ onOffer }: { onOffer: (username: string) => void }) {
  const { t } = useTranslation('contracts');
  const { register, handleSubmit, control } = useForm({ defaultValues: { username: '' } });
  const username = useWatch({ control, name: 'username' });
  const submit = handleSubmit((values) => {
    if (values.username.trim()) onOffer(values.username.trim());
  });
  return (
    <form className={styles.row} onSubmit={(event) => void submit(event)} aria-label={t('offered.offerTo')}>
      <div className={styles.field}>
        <label htmlFor="offer-to-username">{t('offered.offerTo')}</label>
        <input
          id="offer-to-username"
          className={styles.tierInput}
          maxLength={64}
          placeholder={t('offered.usernamePlaceholder')}
          {...register('username')}
        />
      </div>
      <Button type="submit" disabled={!username.trim()}>
        {t('actions.offer')}
      </Button>
    </form>
  );
}

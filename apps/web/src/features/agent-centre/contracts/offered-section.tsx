import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { CONTRACT_STATUSES, CONTRACTS_KEY, type ContractKind } from './contract-kinds.ts';
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
  const [draft, setDraft] = useState<Filter>({ status: '', username: '' });
  const [filter, setFilter] = useState<Filter>(draft);
  const [page, setPage] = useState(1);
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const query = {
    kind,
    pageNo: page,
    pageSize: PAGE_SIZE,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.username.trim() ? { username: filter.username.trim() } : {}),
  };
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: [...CONTRACTS_KEY, 'offered', query],
    queryFn: ({ signal }) => callApi('contractsOffered', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
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
      <form className={styles.filters} onSubmit={submit} aria-label={t('offered.filters')}>
        <div className={styles.field}>
          <label htmlFor={`offered-${kind}-status`}>{t('fields.status')}</label>
          <select
            id={`offered-${kind}-status`}
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as Filter['status'] })}
          >
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
          <input
            id={`offered-${kind}-user`}
            value={draft.username}
            maxLength={64}
            onChange={(event) => setDraft({ ...draft, username: event.target.value })}
          />
        </div>
        <Button type="submit" disabled={isFetching}>
          {t('common.search')}
        </Button>
      </form>
      {isPending ? (
        <LoadingBlock />
      ) : error || !data ? (
        <ErrorBlock error={error} onRetry={() => void refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={t('offered.none')} />
      ) : (
        <>
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
                {data.list.map((contract) => (
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
                      {canOffer && (contract.status === 'ACTIVE' || contract.status === 'OFFERED') ? (
                        <Button size="sm" variant="ghost" onClick={() => setOfferTo(contract.payeeUsername)}>
                          {t('actions.newTerms')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
      {offerTo ? (
        <OfferContractDialog downline={{ username: offerTo }} initialKind={kind} onClose={() => setOfferTo(null)} />
      ) : null}
    </section>
  );
}

/** A direct downline agent's name, then the offer dialog. The server refuses anyone else (contract.not.found, contract.payee.not.agent). */
function OfferByName({ onOffer }: { onOffer: (username: string) => void }) {
  const { t } = useTranslation('contracts');
  const [username, setUsername] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim()) onOffer(username.trim());
  };
  return (
    <form className={styles.row} onSubmit={submit} aria-label={t('offered.offerTo')}>
      <div className={styles.field}>
        <label htmlFor="offer-to-username">{t('offered.offerTo')}</label>
        <input
          id="offer-to-username"
          className={styles.tierInput}
          value={username}
          maxLength={64}
          placeholder={t('offered.usernamePlaceholder')}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={!username.trim()}>
        {t('actions.offer')}
      </Button>
    </form>
  );
}

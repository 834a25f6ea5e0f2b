import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorBlock, LoadingBlock } from '../../../../components/ui/query-state.tsx';
import { useContractsHeld } from '../api/contracts-held.ts';
import type { Contract, ContractKind } from '../utils/contract-kinds.ts';
import { ContractActions } from './contract-actions.tsx';
import { ContractStatus, TermsSummary, TermsTable } from './contract-view.tsx';
import { useFormats } from '../../hooks/use-formats.ts';
import styles from './contracts.module.css';

/** The caller's own contracts of a kind: the live one and an offer waiting for it as cards, ended ones below. */
export function MyContractSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const { data, isPending, error, refetch } = useContractsHeld(kind);
  const current = data?.list.filter((contract) => contract.status === 'ACTIVE' || contract.status === 'OFFERED') ?? [];
  const ended = data?.list.filter((contract) => contract.status !== 'ACTIVE' && contract.status !== 'OFFERED') ?? [];
  return (
    <section className={styles.card} aria-labelledby={`mine-${kind}`} data-testid="my-contract">
      <h3 id={`mine-${kind}`} className={styles.cardTitle}>
        {t('mine.title', { kind: t(`kind.${kind}`) })}
      </h3>
      {isPending ? (
        <LoadingBlock />
      ) : error ? (
        <ErrorBlock error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {current.length === 0 ? (
            <EmptyState title={t('mine.none')} hint={t('mine.noneHint')} />
          ) : (
            current.map((contract) => <ContractCard key={contract.id} contract={contract} />)
          )}
          {ended.length > 0 ? <EndedTable contracts={ended} /> : null}
        </>
      )}
    </section>
  );
}

function ContractCard({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const { dateTime } = useFormats();
  return (
    <article
      className={`${styles.contract} ${contract.pendingRequest?.waitingForMe ? styles.contractWaiting : ''}`}
      data-testid={`contract-${contract.id}`}
    >
      <ContractStatus contract={contract} />
      <dl className={styles.facts}>
        <dt>{t('fields.payer')}</dt>
        <dd>{contract.payerUsername ?? t('fields.platform')}</dd>
        <dt>{t('fields.offeredAt')}</dt>
        <dd>{dateTime(contract.offeredAt)}</dd>
        {contract.startsAt ? (
          <>
            <dt>{t('fields.startsAt')}</dt>
            <dd>{dateTime(contract.startsAt)}</dd>
          </>
        ) : null}
      </dl>
      <TermsTable terms={contract.terms} />
      <ContractActions contract={contract} side="PAYEE" />
    </article>
  );
}

function EndedTable({ contracts }: { contracts: Contract[] }) {
  const { t } = useTranslation('contracts');
  const { dateTime } = useFormats();
  return (
    <details>
      <summary className={styles.hint}>{t('mine.ended', { count: contracts.length })}</summary>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('fields.terms')}</th>
              <th>{t('fields.status')}</th>
              <th>{t('fields.startsAt')}</th>
              <th>{t('fields.endsAt')}</th>
            </tr>
          </thead>
          <tbody>
            {contracts.map((contract) => (
              <tr key={contract.id}>
                <td>
                  <TermsSummary terms={contract.terms} />
                </td>
                <td className={styles.statusCell}>
                  <ContractStatus contract={contract} />
                </td>
                <td className={styles.nowrap}>{dateTime(contract.startsAt)}</td>
                <td className={styles.nowrap}>{dateTime(contract.endsAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

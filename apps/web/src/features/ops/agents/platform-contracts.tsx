import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ReasonDialog } from '../members/reason-dialog.tsx';
import { useAnswerTermination, useEndPlatformContract, usePlatformContracts } from './api/agents.ts';
import styles from '../ops.module.css';

type Contract = NonNullable<ReturnType<typeof usePlatformContracts>['data']>['list'][number];
type Open = { contract: Contract; answer: 'ACCEPT' | 'REFUSE' | 'END' } | null;

/**
 * The platform's contracts with top-level agents. A request of the agent to end one waits here for the desk:
 * accept (it ends, its downline contracts of the kind with it) or refuse (it stays live); any live one can be ended.
 */
export function PlatformContracts() {
  const { t, i18n } = useTranslation('opsMembers');
  const describeError = useErrorMessage();
  const query = usePlatformContracts();
  const [open, setOpen] = useState<Open>(null);
  const list = query.data?.list ?? [];
  const waiting = list.filter(
    (contract) => contract.pendingRequest?.type === 'TERMINATION' && contract.pendingRequest.waitingForMe,
  );
  return (
    <section className={styles.card} aria-label={t('contracts.title')}>
      <h2 className={styles.subtitle}>{t('contracts.title')}</h2>
      {query.error ? (
        <p className={styles.error} role="alert">
          {describeError(query.error)}
        </p>
      ) : null}
      <p className={styles.hint} data-testid="termination-count">
        {t('contracts.waiting', { count: waiting.length })}
      </p>
      <table className={styles.table} data-testid="platform-contracts">
        <thead>
          <tr>
            <th>{t('contracts.agent')}</th>
            <th>{t('contracts.kind')}</th>
            <th>{t('contracts.since')}</th>
            <th>{t('contracts.request')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.map((contract) => {
            const asks = waiting.includes(contract);
            return (
              <tr key={contract.id}>
                <td>{contract.payeeUsername}</td>
                <td>{t(`contractKind.${contract.kind}`)}</td>
                <td>{contract.startsAt ? formatDateTime(contract.startsAt, i18n.language) : '—'}</td>
                <td>{asks ? <strong>{t('contracts.asksToEnd')}</strong> : '—'}</td>
                <td className={styles.actions}>
                  {asks ? (
                    <>
                      <Button size="sm" onClick={() => setOpen({ contract, answer: 'ACCEPT' })}>
                        {t('contracts.accept')}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setOpen({ contract, answer: 'REFUSE' })}>
                        {t('contracts.refuse')}
                      </Button>
                    </>
                  ) : (
                    <Button size="sm" variant="secondary" onClick={() => setOpen({ contract, answer: 'END' })}>
                      {t('contracts.end')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {open ? <ContractDialog {...open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function ContractDialog({ contract, answer, onClose }: NonNullable<Open> & { onClose: () => void }) {
  const { t } = useTranslation('opsMembers');
  const respond = useAnswerTermination(onClose);
  const end = useEndPlatformContract(onClose);
  const key = answer.toLowerCase();
  const params = { username: contract.payeeUsername, kind: t(`contractKind.${contract.kind}`) };
  return (
    <ReasonDialog
      title={t(`contracts.${key}Title`, params)}
      warning={t(`contracts.${key}Warning`, params)}
      confirmLabel={t(`contracts.${key}`)}
      isPending={respond.isPending || end.isPending}
      error={respond.error ?? end.error}
      onConfirm={(reason) =>
        answer === 'END'
          ? end.mutate({ contractId: contract.id, reason })
          : respond.mutate({ contractId: contract.id, accept: answer === 'ACCEPT', reason })
      }
      onCancel={onClose}
    />
  );
}

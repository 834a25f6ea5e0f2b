import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../../lib/error-message.ts';
import { showDialog } from '../../../../lib/modal-store.ts';
import { useAnswerContract, type ContractAnswer } from '../api/answer-contract.ts';
import { useTerminateContract } from '../api/terminate-contract.ts';
import type { Contract } from '../utils/contract-kinds.ts';
import { LowerRateWarning, lowerRateAffected } from './lower-rate-warning.tsx';
import styles from './contracts.module.css';

/**
 * What the caller may do with a contract, as buttons: answer a request waiting for it (the
 * kind's process call, with the lower-rate warning on accepting), ask to end a live contract,
 * or withdraw an offer it made. `side` is the caller's side of the contract.
 */
export function ContractActions({ contract, side }: { contract: Contract; side: 'PAYEE' | 'PAYER' }) {
  const { t } = useTranslation('contracts');
  const describe = useErrorMessage();
  const [warning, setWarning] = useState<ReturnType<typeof lowerRateAffected>>(null);
  const answer = useAnswerContract(contract);
  const terminate = useTerminateContract(contract.id);
  const request = contract.pendingRequest;
  const tellAnswered = useTellAnswered(contract, side, request?.type ?? 'NEW');
  const send = (choice: ContractAnswer) =>
    answer.mutate(choice, {
      onSuccess: () => (setWarning(null), tellAnswered(choice)),
      onError: (error) => setWarning(lowerRateAffected(error)),
    });
  const isBusy = answer.isPending || terminate.isPending;
  const askedByMe = request?.type === 'TERMINATION' && request.requestedBy === side;
  const canTerminate = contract.status === 'ACTIVE' && !askedByMe && !request?.waitingForMe;
  const canWithdraw = contract.status === 'OFFERED' && side === 'PAYER';
  const confirmThen = (message: string, run: () => void) =>
    showDialog({
      title: t('confirm.title'),
      message,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onConfirm: run,
    });
  const failure = terminate.error ?? (answer.error && !warning ? answer.error : null);

  return (
    <div className={styles.actions}>
      {request?.waitingForMe ? (
        <>
          <Button size="sm" disabled={isBusy} onClick={() => send({ action: 'ACCEPT', confirm: false })}>
            {t(request.type === 'NEW' ? 'actions.accept' : 'actions.acceptTermination')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={isBusy}
            onClick={() => send({ action: 'REJECT', confirm: false })}
          >
            {t(request.type === 'NEW' ? 'actions.reject' : 'actions.rejectTermination')}
          </Button>
        </>
      ) : null}
      {canTerminate ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={isBusy}
          onClick={() => confirmThen(t('confirm.terminate'), () => terminate.mutate())}
        >
          {t('actions.terminate')}
        </Button>
      ) : null}
      {canWithdraw ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={isBusy}
          onClick={() => confirmThen(t('confirm.withdraw'), () => terminate.mutate())}
        >
          {t('actions.withdraw')}
        </Button>
      ) : null}
      {warning ? (
        <LowerRateWarning
          affected={warning}
          busy={isBusy}
          onCancel={() => setWarning(null)}
          onProceed={() => send({ action: 'ACCEPT', confirm: true })}
        />
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          {describe(failure)}
        </p>
      ) : null}
    </div>
  );
}

/** Said after an answer went through: what it did to the contract (live now, ended, stays live, rejected). */
function useTellAnswered(contract: Contract, side: 'PAYEE' | 'PAYER', requestType: 'NEW' | 'TERMINATION') {
  const { t } = useTranslation('contracts');
  const flows = useTranslation('agentNet').t;
  const other = side === 'PAYEE' ? (contract.payerUsername ?? flows('flows.platform')) : contract.payeeUsername;
  return (choice: ContractAnswer) =>
    showDialog({
      title: t('confirm.title'),
      message: flows(`flows.answered.${requestType}.${choice.action}`, {
        kind: t(`kind.${contract.kind}`),
        username: other,
      }),
      confirmText: t('common.ok'),
    });
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openAgentCentre, showDialog, useModalStore } from '../../../lib/modal-store.ts';
import { isAgentSession, useSessionStore } from '../../../lib/session-store.ts';
import {
  KIND_INFO,
  KIND_ORDER,
  REQUEST_NONE,
  REQUEST_OFFER,
  type Consolidated,
  type ContractKind,
} from './utils/contract-kinds.ts';
import { useConsolidated } from './api/consolidated.ts';

export type WaitingRequest = { kind: ContractKind; type: 'offer' | 'termination'; key: string };

/** The requests the consolidated flags announce, in prompt order. */
export function waitingRequests(funds: Consolidated): WaitingRequest[] {
  return KIND_ORDER.flatMap((kind) => {
    const flag = funds[KIND_INFO[kind].flag];
    if (flag === REQUEST_NONE) return [];
    const type = flag === REQUEST_OFFER ? 'offer' : 'termination';
    return [{ kind, type, key: `${kind}:${type}` }];
  });
}

/*
 * Requests already announced, per session token: each is announced once, not on every poll. A
 * reload announces it again, like the spec's prompt on the home page after login.
 */
const announced = new Map<string, Set<string>>();

/**
 * After login (and whenever the flags change), tells the member about a contract offer or a
 * termination request waiting for it, with a button that opens the agent centre on that kind's
 * page. Only agents hold contracts (offers go to downline agents only, docs/contracts.md), so
 * nothing is announced to other accounts, whose flags stay 0.
 */
export function ContractRequestsPrompt() {
  const { t } = useTranslation('contracts');
  const token = useSessionStore((state) => state.token);
  const isAgent = useSessionStore(isAgentSession);
  const isBusy = useModalStore((state) => state.open.dialog || state.open.agentCentre || state.open.login);
  const { data } = useConsolidated();

  useEffect(() => {
    if (!data || !token || !isAgent || isBusy) return;
    const seen = announced.get(token) ?? new Set<string>();
    announced.set(token, seen);
    const next = waitingRequests(data).find((request) => !seen.has(request.key));
    if (!next) return;
    // Counted as announced once answered: if another dialog takes the slot first, it comes back after.
    const kind = t(`kind.${next.kind}`);
    showDialog({
      title: t(`prompt.${next.type}Title`),
      message: t(`prompt.${next.type}`, { kind }),
      confirmText: t('prompt.view'),
      cancelText: t('prompt.later'),
      onConfirm: () => {
        seen.add(next.key);
        openAgentCentre(KIND_INFO[next.kind].page);
      },
      onCancel: () => {
        seen.add(next.key);
      },
    });
  }, [data, token, isAgent, isBusy, t]);

  return null;
}

/** For tests: forget what was announced. */
export function resetAnnounced(): void {
  announced.clear();
}

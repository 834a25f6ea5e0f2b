import { useQueryClient } from '@tanstack/react-query';
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
import { agentKeys } from '../api/keys.ts';

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
 * After login (and whenever the flags change), tells the member about every contract offer and termination request
 * waiting for it, in one dialog listing them all, with a button that opens the agent centre on the first one's page.
 * The flags are polled (`useConsolidated`), so an offer made while the agent is on the site shows without a new
 * login; when the waiting requests change, the contract lists are read again too. Only agents hold contracts (offers
 * go to downline agents only, docs/contracts.md), so nothing is announced to other accounts, whose flags stay 0.
 */
export function ContractRequestsPrompt() {
  const { t } = useTranslation('contracts');
  const flows = useTranslation('agentNet').t;
  const client = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const isAgent = useSessionStore(isAgentSession);
  const isBusy = useModalStore((state) => state.open.dialog || state.open.agentCentre || state.open.login);
  const { data } = useConsolidated();
  const waitingKey = data
    ? waitingRequests(data)
        .map((request) => request.key)
        .join(',')
    : '';

  useEffect(() => {
    if (waitingKey) void client.invalidateQueries({ queryKey: agentKeys.contracts });
  }, [waitingKey, client]);

  useEffect(() => {
    if (!data || !token || !isAgent || isBusy) return;
    const seen = announced.get(token) ?? new Set<string>();
    announced.set(token, seen);
    const fresh = waitingRequests(data).filter((request) => !seen.has(request.key));
    if (fresh.length === 0) return;
    // Counted as announced once answered: if another dialog takes the slot first, they come back after.
    const markSeen = () => fresh.forEach((request) => seen.add(request.key));
    const lines = fresh.map((request) => `• ${t(`prompt.${request.type}`, { kind: t(`kind.${request.kind}`) })}`);
    const only = fresh.length === 1 ? fresh[0] : null;
    showDialog({
      title: only ? t(`prompt.${only.type}Title`) : flows('flows.promptTitle', { count: fresh.length }),
      message: only ? t(`prompt.${only.type}`, { kind: t(`kind.${only.kind}`) }) : lines.join('\n'),
      confirmText: t('prompt.view'),
      cancelText: t('prompt.later'),
      onConfirm: () => {
        markSeen();
        openAgentCentre(KIND_INFO[fresh[0]!.kind].page);
      },
      onCancel: markSeen,
    });
  }, [data, token, isAgent, isBusy, t, flows]);

  return null;
}

/** For tests: forget what was announced. */
export function resetAnnounced(): void {
  announced.clear();
}

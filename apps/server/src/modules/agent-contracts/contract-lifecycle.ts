import type { ContractKind } from '@lucky/contracts/agent/contract-endpoints';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  findContractOf,
  insertContract,
  listLiveGivenBy,
  listOffersGivenBy,
  lockMemberRow,
  updateContract,
  type ContractRow,
  type EndReason,
} from './contract.repository.ts';
import { fitsUnder, loadTerms, storeTerms, type Terms } from './contract-terms.ts';

/*
 * The state changes of contracts, shared by the agents' calls and the finance desk. Every change
 * of one payee's contracts runs with its member row locked, so two answers, offers or grants for
 * the same member are serialised and "one live contract per (member, kind)" holds (a unique index
 * guards it too).
 *
 * When a contract ends for good (terminated, ended by the platform, or cut by the lower-rate
 * rule) its payee no longer holds the kind, so everything the payee gave its own downline of that
 * kind ends with it (UPLINE_ENDED), down the tree, and its pending offers of the kind are
 * withdrawn. A contract replaced by a newer one of the same payee does not cascade: the newer
 * contract takes over, and only the downline contracts paying more than it end (LOWER_RATE).
 */

type Affected = { contractId: number; kind: ContractKind; payeeUsername: string };

/** The lower-rate warning: the call proceeds only when repeated with confirm, and these end. */
function lowerRateWarning(affected: Affected[]): never {
  throw new AppError(
    'contract.lower.rate',
    `This contract pays less than ${affected.length} contract(s) already given; call again with confirm to proceed and end them`,
    { affected },
  );
}

async function endContract(tx: Tx, contract: ContractRow, reason: EndReason, now: Date): Promise<void> {
  const status = contract.status === 'OFFERED' ? (reason === 'REJECTED' ? 'REJECTED' : 'CANCELLED') : 'TERMINATED';
  await updateContract(tx, contract.id, {
    status,
    endReason: reason,
    endsAt: now,
    terminationRequestedBy: null,
    terminationRequestedAt: null,
  });
  if (contract.status !== 'ACTIVE' || reason === 'REPLACED') return;
  for (const given of await listLiveGivenBy(tx, contract.payeeId, contract.kind))
    await endContract(tx, given, 'UPLINE_ENDED', now);
  for (const offer of await listOffersGivenBy(tx, contract.payeeId, contract.kind))
    await endContract(tx, offer, 'UPLINE_ENDED', now);
}

/** Ends a contract for good, with the cascade above. */
export async function terminateContract(tx: Tx, contract: ContractRow, reason: EndReason, now: Date): Promise<void> {
  await lockMemberRow(tx, contract.payeeId);
  await endContract(tx, contract, reason, now);
}

export async function rejectOffer(
  tx: Tx,
  contract: ContractRow,
  reason: 'REJECTED' | 'CANCELLED',
  now: Date,
): Promise<void> {
  await endContract(tx, contract, reason, now);
}

/** Downline contracts (and offers) of the payee that would pay more than its new terms. */
async function contractsAbove(tx: Tx, payeeId: number, terms: Terms) {
  const live = (await listLiveGivenBy(tx, payeeId, terms.kind)).filter(
    (given) => !fitsUnder(loadTerms(given.terms), terms),
  );
  const offers = (await listOffersGivenBy(tx, payeeId, terms.kind)).filter(
    (offer) => !fitsUnder(loadTerms(offer.terms), terms),
  );
  return { live, offers };
}

/**
 * Makes `terms` the payee's live contract of the kind: the old live one is replaced, and —
 * only with confirm, otherwise the lower-rate warning — the downline contracts paying more than
 * the new terms end, and offers above them are withdrawn. `contract` is the accepted offer, or
 * null for a platform grant (inserted live here).
 */
export async function makeLive(
  tx: Tx,
  input: {
    payeeId: number;
    payerId: number | null;
    terms: Terms;
    offer: ContractRow | null;
    confirm: boolean;
    now: Date;
  },
): Promise<number> {
  const { payeeId, terms, now } = input;
  await lockMemberRow(tx, payeeId);
  if (input.payerId !== null) await assertWithinPayer(tx, input.payerId, terms);
  const above = await contractsAbove(tx, payeeId, terms);
  if (above.live.length > 0 && !input.confirm) {
    lowerRateWarning(
      above.live.map((given) => ({ contractId: given.id, kind: given.kind, payeeUsername: given.payeeUsername })),
    );
  }
  const old = await findContractOf(tx, payeeId, terms.kind, 'ACTIVE');
  if (old) await endContract(tx, old, 'REPLACED', now);
  let id: number;
  if (input.offer) {
    id = input.offer.id;
    await updateContract(tx, id, { status: 'ACTIVE', startsAt: now });
  } else {
    id = (
      await insertContract(tx, {
        kind: terms.kind,
        payeeId,
        payerId: null,
        status: 'ACTIVE',
        terms: storeTerms(terms),
        offeredAt: now,
        startsAt: now,
      })
    ).id;
  }
  for (const given of above.live) await endContract(tx, given, 'LOWER_RATE', now);
  for (const offer of above.offers) await endContract(tx, offer, 'LOWER_RATE', now);
  return id;
}

/** An agent offers or keeps a kind only while holding it live itself, and never above its own rate. */
export async function assertWithinPayer(tx: Tx, payerId: number, terms: Terms): Promise<void> {
  const own = await findContractOf(tx, payerId, terms.kind, 'ACTIVE');
  if (!own) throw new AppError('contract.kind.not.held');
  if (!fitsUnder(terms, loadTerms(own.terms))) throw new AppError('contract.rate.above.upline');
}

/**
 * Records an offer to a direct downline. A lower offer than the downline's live contract from
 * this agent answers the lower-rate warning until confirmed; on acceptance the live one is
 * replaced. A newer offer withdraws a pending one of the same kind.
 */
export async function recordOffer(
  tx: Tx,
  input: { payerId: number; payeeId: number; payeeUsername: string; terms: Terms; confirm: boolean; now: Date },
): Promise<number> {
  const { payerId, payeeId, terms, now } = input;
  await lockMemberRow(tx, payeeId);
  await assertWithinPayer(tx, payerId, terms);
  const live = await findContractOf(tx, payeeId, terms.kind, 'ACTIVE');
  if (live && !fitsUnder(loadTerms(live.terms), terms) && !input.confirm) {
    lowerRateWarning([{ contractId: live.id, kind: live.kind, payeeUsername: input.payeeUsername }]);
  }
  const pending = await findContractOf(tx, payeeId, terms.kind, 'OFFERED');
  if (pending) await endContract(tx, pending, 'CANCELLED', now);
  return (
    await insertContract(tx, {
      kind: terms.kind,
      payeeId,
      payerId,
      status: 'OFFERED',
      terms: storeTerms(terms),
      offeredAt: now,
    })
  ).id;
}

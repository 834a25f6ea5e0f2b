import type { Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { transition, windowRefusal, type ParticipationState, type PromotionEvent } from './promotion-state.ts';
import { findPromotionForClaim, type PromotionRow } from './promotions.repository.ts';

/** Loads the promotion under a share lock and refuses it unless it is open now and of the kind. */
export async function openPromotionForAction(
  tx: Tx,
  input: { id: number; now: Date; kind: PromotionRow['kind'] | PromotionRow['kind'][] },
): Promise<PromotionRow> {
  const promotion = await findPromotionForClaim(tx, input.id);
  if (!promotion || promotion.status === 'DRAFT') throw new AppError('promotion.not.found');
  const refusal = windowRefusal(promotion, input.now);
  if (refusal === 'promotion.closed')
    throw new AppError(refusal, `This promotion ended on ${promotion.endsAt.toISOString().slice(0, 10)}`);
  if (refusal)
    throw new AppError(
      refusal,
      refusal === 'promotion.not.started'
        ? `This promotion starts on ${promotion.startsAt.toISOString().slice(0, 10)}`
        : undefined,
    );
  const kinds = Array.isArray(input.kind) ? input.kind : [input.kind];
  if (!kinds.includes(promotion.kind)) throw new AppError('promotion.kind.mismatch');
  return promotion;
}

/** The state machine's verdict, as an error when the move is not allowed. */
export function nextStateOrThrow(
  kind: PromotionRow['kind'],
  from: ParticipationState | null,
  event: PromotionEvent,
): ParticipationState {
  const verdict = transition(kind, from, event);
  if (!verdict.ok) throw new AppError(verdict.code);
  return verdict.state;
}

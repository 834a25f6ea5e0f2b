import type { BodyOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';

export type OpsMission = ValueOf<(typeof ENDPOINTS)['opsMissionList']>[number];
export type MissionInput = BodyOf<(typeof ENDPOINTS)['opsMissionCreate']>;

/** The mission form's fields as typed: texts per language, amounts and sort as text, the window in local time. */
export type MissionDraft = {
  title: Record<string, string>;
  description: Record<string, string>;
  period: string;
  metric: string;
  gameCategory: string;
  target: string;
  rewardAmount: string;
  sort: string;
  startsAt: string;
  endsAt: string;
};

/** datetime-local works in the operator's local time; the API takes ISO instants. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

/** Only the languages given a text: a language left empty is not sent. */
const givenTexts = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== undefined && text !== ''));

export function draftOf(mission: OpsMission | null): MissionDraft {
  return {
    title: { ...mission?.title },
    description: { ...mission?.description },
    period: mission?.period ?? 'DAILY',
    metric: mission?.metric ?? 'VALID_BET',
    gameCategory: mission?.gameCategory ?? '',
    target: mission?.target ?? '',
    rewardAmount: mission?.rewardAmount ?? '',
    sort: String(mission?.sort ?? 0),
    startsAt: toLocalInput(mission?.startsAt ?? null),
    endsAt: toLocalInput(mission?.endsAt ?? null),
  };
}

export function toInput(draft: MissionDraft): MissionInput {
  return {
    title: givenTexts(draft.title),
    description: givenTexts(draft.description),
    period: draft.period as MissionInput['period'],
    metric: draft.metric as MissionInput['metric'],
    gameCategory: (draft.gameCategory || null) as MissionInput['gameCategory'],
    target: draft.target.trim(),
    rewardAmount: draft.rewardAmount.trim(),
    sort: Number(draft.sort) || 0,
    startsAt: toIso(draft.startsAt),
    endsAt: toIso(draft.endsAt),
  };
}

import type { MemberRecordKind } from '@lucky/contracts/ops/ops-member-desk-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOps } from '../../ops-session.ts';
import { memberDeskKeys } from './keys.ts';

/** The head of the player 360 page: profile, status, chain, balances, tags and notes. */
export const memberDetailQuery = (memberId: number) => ({
  queryKey: memberDeskKeys.member(memberId),
  queryFn: ({ signal }: { signal: AbortSignal }) => callOps('opsMemberDetail', { query: { memberId }, signal }),
});

export const useMemberDetail = (memberId: number) => useQuery(memberDetailQuery(memberId));

/** One page of one tab of the 360 page. */
export const memberRecordsQuery = (memberId: number, kind: MemberRecordKind, page: number) => ({
  queryKey: memberDeskKeys.records(memberId, kind, page),
  placeholderData: keepPreviousData,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callOps('opsMemberRecords', { query: { memberId, kind, pageNo: page, pageSize: 20 }, signal }),
});

export const useMemberRecords = (memberId: number, kind: MemberRecordKind, page: number) =>
  useQuery(memberRecordsQuery(memberId, kind, page));

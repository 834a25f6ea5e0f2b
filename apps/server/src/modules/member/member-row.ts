import type { members } from '../../db/schema/members.ts';

/** A member as stored: what member.service.ts hands to other modules and member.repository.ts reads. */
export type MemberRow = typeof members.$inferSelect;

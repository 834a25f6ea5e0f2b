import type { OperatorEndpointName } from '@lucky/contracts/ops/role-matrix';
import type { ComponentType } from 'react';

/** The groups of the side navigation, in their order. */
export const DESK_GROUPS = [
  'members',
  'money',
  'agents',
  'games',
  'marketing',
  'content',
  'settings',
  'operators',
  'reports',
] as const;
export type DeskGroup = (typeof DESK_GROUPS)[number];

/**
 * One screen of the back office. Each desk folder lists its screens in a `desk-sections.ts` (export
 * `DESK_SECTIONS`); the layout collects them, routes them under /ops and puts the ones with `nav` in the side
 * navigation, for the roles the role matrix lets call `endpoint` (the server refuses the others anyway).
 */
export type DeskSection = {
  /** The path under /ops: `money/deposits`, or a deep link such as `members/:memberId`. */
  route: string;
  /** In the side navigation (a deep link has none): its group, label (namespace and key) and order. */
  nav?: { group: DeskGroup; ns: string; label: string; order?: number };
  /** The endpoint whose roles may open the screen. */
  endpoint: OperatorEndpointName;
  /** Any of these endpoints opens it too (a screen with parts for different roles). */
  orEndpoints?: readonly OperatorEndpointName[];
  load: () => Promise<ComponentType>;
};

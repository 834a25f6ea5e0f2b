import { rolesOf } from '@lucky/contracts/ops/role-matrix';
import type { OperatorRole } from '@lucky/contracts/common/endpoint';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BUILTIN_SECTIONS } from './builtin-sections.ts';
import { DESK_GROUPS, type DeskGroup, type DeskSection } from './desk-section.ts';

/** Every desk folder's desk-sections.ts (members, finance, reports, settings, responsible play…), found at build time. */
const FOLDER_SECTIONS = import.meta.glob<DeskSection[]>('../*/desk-sections.ts', {
  eager: true,
  import: 'DESK_SECTIONS',
});

/** The dashboard of bo-reports when it exists (`reports/ops-dashboard.tsx`, export OpsDashboard). */
const DASHBOARDS = import.meta.glob<ComponentType>('../reports/ops-dashboard.tsx', { import: 'OpsDashboard' });

export const ALL_SECTIONS: readonly DeskSection[] = [...BUILTIN_SECTIONS, ...Object.values(FOLDER_SECTIONS).flat()];

/** Whether `role` may open a section: the role matrix (the server's own rule) on the section's endpoints. */
export function mayOpen(role: OperatorRole, section: DeskSection): boolean {
  return [section.endpoint, ...(section.orEndpoints ?? [])].some((name) => rolesOf(name).includes(role));
}

export type NavGroup = { group: DeskGroup; sections: (DeskSection & { nav: NonNullable<DeskSection['nav']> })[] };

/** The side navigation of a role: its groups in order, each with the sections it may open, in their order. */
export function navigationOf(role: OperatorRole): NavGroup[] {
  return DESK_GROUPS.map((group) => ({
    group,
    sections: ALL_SECTIONS.filter(
      (section): section is NavGroup['sections'][number] => section.nav?.group === group && mayOpen(role, section),
    ).sort((a, b) => (a.nav.order ?? 100) - (b.nav.order ?? 100)),
  })).filter((entry) => entry.sections.length > 0);
}

const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The section's component, loaded on first open (one lazy component per route, kept across renders). */
export function sectionComponent(section: DeskSection): LazyExoticComponent<ComponentType> {
  let component = lazyCache.get(section.route);
  if (!component) {
    component = lazy(() => section.load().then((loaded) => ({ default: loaded })));
    lazyCache.set(section.route, component);
  }
  return component;
}

const dashboardLoader = Object.values(DASHBOARDS)[0];
/** bo-reports' dashboard, or null while it does not exist (the desk then shows the pending queues). */
export const ReportsDashboard = dashboardLoader
  ? lazy(() => dashboardLoader().then((loaded) => ({ default: loaded })))
  : null;

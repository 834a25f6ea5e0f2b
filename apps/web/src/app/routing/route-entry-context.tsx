import { createContext, useContext } from 'react';
import { NOT_FOUND_ROUTE, type RouteEntry } from './route-table.ts';

export const RouteEntryContext = createContext<RouteEntry>(NOT_FOUND_ROUTE);

/** The route-table entry of the page being shown (its categories, flags). */
export function useRouteEntry(): RouteEntry {
  return useContext(RouteEntryContext);
}

import { ENDPOINTS } from './endpoint-table.ts';

/** The source text of endpoint-routes.generated.ts, derived from the endpoint table. */
export function renderEndpointRoutes(): string {
  const lines = Object.entries(ENDPOINTS).map(
    ([name, endpoint]) =>
      `  ${name}: { method: '${endpoint.method}', path: '${endpoint.path}', token: '${endpoint.token}', encrypted: ${endpoint.encrypted} },`,
  );
  return [
    '// Generated from endpoint-table.ts by scripts/generate-endpoint-routes.ts; do not edit.',
    "import type { EndpointName } from './endpoint-table.ts';",
    '',
    "export type EndpointRoute = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; token: string; encrypted: boolean };",
    '',
    'export const ENDPOINT_ROUTES: Record<EndpointName, EndpointRoute> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

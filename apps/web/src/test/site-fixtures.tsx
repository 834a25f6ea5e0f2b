/**
 * Test fixtures for the app shell: a status value, the real i18n (EN), and a render
 * helper with the query client, the status context and a memory router.
 */
import { MODULE_IDS } from '@lucky/contracts/common/modules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { initI18n, NAMESPACES } from '../lib/i18n.ts';
import { StatusProvider, toSiteStatus, type StatusValue } from '../lib/status-context.tsx';

/** English with every namespace loaded, so a test finds any text right after rendering. */
export async function startTestI18n(): Promise<void> {
  localStorage.removeItem('language');
  await initI18n({ supported: ['EN', 'CN', 'ID', 'TH', 'VI'], default: 'EN' }, NAMESPACES);
}

type StatusOptions = {
  status?: 0 | 1 | 2;
  disabledModules?: string[];
  homeAfterLogin?: boolean;
  maintenanceEnd?: string | null;
};

export function makeStatusValue(options: StatusOptions = {}): StatusValue {
  const disabled = new Set(options.disabledModules ?? []);
  const status = options.status ?? 0;
  return {
    status,
    maintenance: status === 1,
    maintenanceEnd: options.maintenanceEnd ?? null,
    regionRestriction: status === 2,
    ip: '203.0.113.7',
    location: { country: 'VN' },
    merchantCode: 'LUCKY',
    siteName: 'Lucky Star',
    currency: { code: 'USD', symbol: '$', scale: 2 },
    languages: { supported: ['EN', 'CN', 'ID', 'TH', 'VI'], default: 'EN' },
    brand: {
      homeAfterLogin: options.homeAfterLogin ?? false,
      copyrightYear: 2025,
      socialLinks: [
        { channel: 'facebook', url: 'https://facebook.example/lucky' },
        { channel: 'telegram', url: 'https://telegram.example/lucky' },
      ],
    },
    info: {
      whitelabel: MODULE_IDS.map((modId) => ({ modId, enabled: disabled.has(modId) ? '0' : '1', childrenNodes: [] })),
      register: {
        fields: {},
        minAge: 18,
        birthdayMinAge: 21,
        mobileDigits: { min: 9, max: 11 },
        defaultDialingCode: '84',
      } as StatusValue['info']['register'],
      resources: [],
      customerService: [{ type: 1, name: 'Live chat', url: 'https://service.example/chat' }],
      imageCDNs: [],
      launchGameCDNs: [],
    },
    encryption: { keyId: 'k1', algorithm: 'RSA-OAEP-256+A256GCM', publicKey: '', acceptsPlain: true },
    serverTime: '2025-01-01T00:00:00.000Z',
  };
}

/** A fetch mock answering `{ success: true, value }` by path (without the query string). */
export function mockApi(values: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://site');
    if (!(url.pathname in values))
      return new Response(
        JSON.stringify({ success: false, value: null, message: 'No such endpoint', code: 'route.not.found' }),
        { status: 404 },
      );
    return new Response(JSON.stringify({ success: true, value: values[url.pathname], message: null, code: null }), {
      status: 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-key={location.key}>
      {`${location.pathname}${location.search}${location.hash}`}
    </output>
  );
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function renderInSite(
  ui: ReactElement,
  { status = makeStatusValue(), route = '/' }: { status?: StatusValue; route?: string } = {},
) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StatusProvider value={toSiteStatus(status)}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </StatusProvider>
    </QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

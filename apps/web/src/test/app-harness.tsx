/**
 * Test harness for the auth modals and the centres: real i18n (the EN locale files), a
 * status value with every module on unless told otherwise, a query client, a router, and
 * a fetch mock that answers by path with the API's envelope.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { MODULE_IDS } from '@lucky/contracts/common/modules';
import {
  CONFIGURABLE_REGISTER_FIELDS,
  type FieldSetting,
  type RegisterSettings,
} from '@lucky/contracts/validation/register-fields';
import { StatusProvider, toSiteStatus, type StatusValue } from '../lib/status-context.tsx';

const EN_FILES = import.meta.glob<{ default: Record<string, unknown> }>('../locales/EN/*.json', { eager: true });

export function createTestI18n(): I18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, module] of Object.entries(EN_FILES)) {
    const namespace = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) resources[namespace] = module.default;
  }
  void instance.init({
    lng: 'EN',
    fallbackLng: 'EN',
    ns: Object.keys(resources),
    defaultNS: 'auth',
    resources: { EN: resources },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

const anyText = (overrides: Partial<FieldSetting> = {}): FieldSetting => ({
  shown: false,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 64,
  patternId: 1,
  ...overrides,
});

export function makeRegisterSettings(
  fields: Partial<Record<keyof RegisterSettings['fields'], Partial<FieldSetting>>> = {},
): RegisterSettings {
  const base = Object.fromEntries(
    CONFIGURABLE_REGISTER_FIELDS.map((field) => [field, anyText()]),
  ) as RegisterSettings['fields'];
  base.username = anyText({ shown: true, required: true, minLength: 6, maxLength: 16, patternId: 2 });
  base.password = anyText({ shown: true, required: true, minLength: 6, maxLength: 20, patternId: 20 });
  base.mobileNum = anyText({ minLength: 9, maxLength: 11, patternId: 7 });
  for (const [field, setting] of Object.entries(fields))
    base[field as keyof RegisterSettings['fields']] = anyText(setting);
  return { fields: base, minAge: 18, birthdayMinAge: 21, mobileDigits: { min: 9, max: 11 }, defaultDialingCode: '84' };
}

export function makeStatus(
  options: {
    disabledModules?: string[];
    register?: RegisterSettings;
    resources?: StatusValue['info']['resources'];
  } = {},
): StatusValue {
  const disabled = new Set(options.disabledModules ?? []);
  return {
    status: 0,
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    ip: '127.0.0.1',
    location: { country: 'VN' },
    merchantCode: 'lucky',
    siteName: 'Lucky Star',
    currency: { code: 'VND', symbol: '₫', scale: 2 },
    languages: { supported: ['EN'], default: 'EN' },
    brand: { homeAfterLogin: false, copyrightYear: 2025, socialLinks: [] },
    info: {
      whitelabel: MODULE_IDS.map((modId) => ({ modId, enabled: disabled.has(modId) ? '0' : '1', childrenNodes: [] })),
      register: options.register ?? makeRegisterSettings(),
      resources: options.resources ?? [],
      customerService: [{ type: 1, name: 'Live chat', url: 'https://service.example/chat' }],
      imageCDNs: [],
      launchGameCDNs: [],
    },
    encryption: { keyId: 'k1', algorithm: 'RSA-OAEP-256+A256GCM', publicKey: '', acceptsPlain: true },
    serverTime: '2025-01-01T00:00:00Z',
  };
}

/** Shows the current path, so tests can check navigation. */
function PathProbe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

export function renderWithApp(ui: ReactElement, options: { status?: StatusValue; path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const status = toSiteStatus(options.status ?? makeStatus());
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={queryClient}>
        <StatusProvider value={status}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {children}
                    <PathProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </StatusProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { queryClient, ...render(wrap(ui)) };
}

export type ApiCall = { method: string; path: string; body: unknown; query: URLSearchParams };
export type ApiReply = {
  status?: number;
  success?: boolean;
  value?: unknown;
  code?: string | null;
  message?: string | null;
};
type Handler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

/** Stubs fetch: `handlers['POST /wps/session/login']` answers that call; anything else fails the test loudly. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: ApiCall = {
      method,
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      query: url.searchParams,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply: ApiReply = handler
      ? await handler(call)
      : { status: 404, success: false, code: 'route.not.found', message: `unmocked ${method} ${url.pathname}` };
    const body = {
      success: reply.success ?? (reply.status ?? 200) < 400,
      value: reply.value ?? null,
      message: reply.message ?? null,
      code: reply.code ?? null,
    };
    return new Response(JSON.stringify(body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

export const loginValue = (
  overrides: Partial<{
    token: string;
    userName: string;
    type: number;
    firstTimeLogin: boolean;
    passwordExpired: boolean;
    mustChangePassword: boolean;
  }> = {},
) => ({
  token: 'token-1',
  userName: 'player01',
  type: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  expiresAt: '2099-01-01T00:00:00Z',
  ...overrides,
});

export const memberInfoValue = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  account: 'player01',
  nickname: 'Lucky Player',
  type: 0,
  toUpline: false,
  clubLabel: null,
  memberLabel: [{ labelName: 'VIP 3' }],
  payeeName: 'Nguyen Van A',
  email: 'player01@example.com',
  mobileNum: '912345678',
  countryDialingCode: '84',
  avatar: null,
  avatarType: 'STATIC',
  referralCode: 'R1',
  hasPaymentPassword: false,
  currency: 'VND',
  registeredAt: '2024-05-01T08:00:00Z',
  lastLoginAt: '2025-01-01T09:30:00Z',
  ...overrides,
});

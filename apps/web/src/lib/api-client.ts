/**
 * The one API client, driven by the endpoint table of packages/contracts: it knows each
 * call's method, path, token rule and encryption flag, unwraps the envelope and turns
 * every failure into an ApiError whose code the UI translates (`error.<code>`).
 */
import type { BodyOf, QueryOf, ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS, EndpointName } from '@lucky/contracts/endpoint-table';
// The schema-free copy of the table, so zod and the schemas stay out of the browser bundle.
import { ENDPOINT_ROUTES } from '@lucky/contracts/endpoint-routes.generated';
import { encryptBody, type EncryptionInfo } from './payload-encryption.ts';
import { readToken } from './session-storage.ts';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ClientState = { language: string; encryption: EncryptionInfo | null; timeoutMs: number };
const state: ClientState = { language: 'EN', encryption: null, timeoutMs: 30_000 };

export function configureApiClient(update: Partial<ClientState>): void {
  Object.assign(state, update);
}

type CallInput<N extends EndpointName> = {
  query?: QueryOf<(typeof ENDPOINTS)[N]>;
  body?: BodyOf<(typeof ENDPOINTS)[N]>;
  signal?: AbortSignal;
  /** Sends this token instead of the member's (the finance desk's operator token). */
  token?: string | null;
};

function buildUrl(path: string, query: Record<string, unknown> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * GET calls without a token started before the code that makes them has run (the boot's status
 * call, `app/status/early-status.ts`), by URL: the first `callApi` of the same request in the same
 * language takes the answer instead of asking again.
 */
const earlyCalls = new Map<string, { language: string; response: Promise<Response> }>();

export function startCallEarly<N extends EndpointName>(name: N, input: Pick<CallInput<N>, 'query'> = {}): void {
  const endpoint = ENDPOINT_ROUTES[name];
  if (endpoint.method !== 'GET' || endpoint.token !== 'none') return;
  const url = buildUrl(endpoint.path, input.query as Record<string, unknown> | undefined);
  const response = fetch(url, {
    method: 'GET',
    headers: { Accept: 'application/json', Language: state.language },
    signal: AbortSignal.timeout(state.timeoutMs),
  });
  // A failure is reported to the call that takes the answer.
  response.catch(() => undefined);
  earlyCalls.set(url, { language: state.language, response });
}

function takeEarlyCall(url: string): Promise<Response> | null {
  const early = earlyCalls.get(url);
  if (!early) return null;
  earlyCalls.delete(url);
  return early.language === state.language ? early.response : null;
}

const isTimeout = (error: unknown): boolean => error instanceof DOMException && error.name === 'TimeoutError';

export async function callApi<N extends EndpointName>(
  name: N,
  input: CallInput<N> = {},
): Promise<ValueOf<(typeof ENDPOINTS)[N]>> {
  const endpoint = ENDPOINT_ROUTES[name];
  const headers: Record<string, string> = { Accept: 'application/json', Language: state.language };
  const token = input.token !== undefined ? input.token : readToken();
  if (token && endpoint.token !== 'none') headers.Authorization = `Bearer ${token}`;

  let body: string | undefined;
  if (endpoint.method !== 'GET') {
    const payload = input.body ?? {};
    headers['Content-Type'] = 'application/json';
    if (endpoint.encrypted && state.encryption) {
      headers.Encryption = state.encryption.algorithm;
      body = JSON.stringify(await encryptBody(state.encryption, payload));
    } else {
      body = JSON.stringify(payload);
    }
  }

  const url = buildUrl(endpoint.path, input.query as Record<string, unknown> | undefined);
  const early = endpoint.method === 'GET' && endpoint.token === 'none' && !input.signal ? takeEarlyCall(url) : null;
  const timeout = AbortSignal.timeout(state.timeoutMs);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await (early ?? fetch(url, { method: endpoint.method, headers, body, signal }));
  } catch (error) {
    if (input.signal?.aborted) throw error;
    if (timeout.aborted || isTimeout(error))
      throw new ApiError(
        'network.timeout',
        'The page took longer time to load, please check your network connectivity',
        0,
      );
    throw new ApiError('network.error', 'Network link is abnormal, please try again', 0);
  }

  return unwrap(response) as Promise<ValueOf<(typeof ENDPOINTS)[N]>>;
}

async function unwrap(response: Response): Promise<unknown> {
  let envelope: { success?: boolean; value?: unknown; message?: string | null; code?: string | null };
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError('unknown.error', 'Unknown error', response.status);
  }
  if (!response.ok || !envelope.success) {
    throw new ApiError(
      envelope.code ?? 'unknown.error',
      envelope.message ?? 'Unknown error',
      response.status,
      envelope.value ?? null,
    );
  }
  return envelope.value;
}

/** Uploads files as multipart/form-data (field "file") with the member token, e.g. withdrawal receipt proofs. */
export async function uploadFiles<T = unknown>(path: string, files: readonly File[]): Promise<T> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json', Language: state.language };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(state.timeoutMs) });
  } catch {
    throw new ApiError('network.error', 'Network link is abnormal, please try again', 0);
  }
  return unwrap(response) as Promise<T>;
}

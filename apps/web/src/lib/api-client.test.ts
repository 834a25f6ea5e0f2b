import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, configureApiClient, startCallEarly } from './api-client.ts';

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, message: null, code: null }), { status: 200 });

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ language: 'EN' });
});

describe('a call started early', () => {
  it('answers the first call of the same request, which then asks nothing of its own', async () => {
    const fetchMock = vi.fn(async () => envelope({ status: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    startCallEarly('systemStatus', { query: { url: 'site.example' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0 as never])).toBe('/wps/system/status?url=site.example');

    await expect(callApi('systemStatus', { query: { url: 'site.example' } })).resolves.toEqual({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next call asks again.
    await callApi('systemStatus', { query: { url: 'site.example' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used for another request or once the language has changed', async () => {
    const fetchMock = vi.fn(async () => envelope(null));
    vi.stubGlobal('fetch', fetchMock);
    startCallEarly('systemStatus', { query: { url: 'site.example' } });
    await callApi('systemStatus', { query: { url: 'other.example' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    startCallEarly('systemHelpCenter');
    configureApiClient({ language: 'VI' });
    await callApi('systemHelpCenter');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const headers = (fetchMock.mock.calls[3] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Language).toBe('VI');
  });

  it('reports its network failure to the call that takes it, as any call would', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    startCallEarly('systemStatus', { query: { url: 'site.example' } });
    const failure = await callApi('systemStatus', { query: { url: 'site.example' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('network.error');
  });
});

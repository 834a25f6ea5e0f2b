import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, getSiteLanguages, i18n, initI18n, NAMESPACES } from './i18n.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('i18n', () => {
  it('finds every namespace file, including those of the auth and centre features', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'frame', 'pages', 'auth', 'errors']));
  });

  it('offers only the translated languages the merchant supports and starts in the default', async () => {
    await initI18n({ supported: ['EN', 'VI', 'JA'], default: 'VI' });
    expect(getSiteLanguages()).toEqual(['EN', 'VI']);
    expect(i18n.language).toBe('VI');
    expect(i18n.t('nav.home', { ns: 'frame' })).toBe('Trang chủ');
  });

  it('keeps the visitor choice in localStorage and sends it as the Language header', async () => {
    await initI18n({ supported: ['EN', 'CN', 'TH'], default: 'EN' });
    await changeLanguage('TH');
    expect(localStorage.getItem('language')).toBe('TH');
    await initI18n({ supported: ['EN', 'CN', 'TH'], default: 'EN' });
    expect(i18n.language).toBe('TH');

    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, value: [], message: null, code: null })));
    vi.stubGlobal('fetch', fetchMock);
    const { callApi } = await import('./api-client.ts');
    await callApi('systemHelpCenter');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Language).toBe('TH');
  });

  it('falls back to the default when the stored language is not supported', async () => {
    localStorage.setItem('language', 'ID');
    await initI18n({ supported: ['EN', 'CN'], default: 'CN' });
    expect(i18n.language).toBe('CN');
  });
});

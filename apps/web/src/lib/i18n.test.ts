import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, getSiteLanguages, i18n, initI18n, loadNamespaces, NAMESPACES } from './i18n.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function VipTitle() {
  const { t } = useTranslation('vip');
  return createElement('h1', null, t('title'));
}

describe('i18n', () => {
  it('finds every namespace file, including those of the auth and centre features', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'frame', 'pages', 'auth', 'errors']));
  });

  it('offers only the translated languages the merchant supports and starts in the default', async () => {
    await initI18n({ supported: ['EN', 'VI', 'JA'], default: 'VI' }, ['common', 'frame']);
    expect(getSiteLanguages()).toEqual(['EN', 'VI']);
    expect(i18n.language).toBe('VI');
    expect(i18n.t('nav.home', { ns: 'frame' })).toBe('Trang chủ');
  });

  it('downloads only the namespaces asked for, in the active language only', async () => {
    await initI18n({ supported: ['EN', 'VI'], default: 'VI' }, ['common', 'frame']);
    expect(i18n.hasResourceBundle('VI', 'frame')).toBe(true);
    expect(i18n.hasResourceBundle('VI', 'promotions')).toBe(false);
    expect(i18n.hasResourceBundle('EN', 'frame')).toBe(false);
    await loadNamespaces(['promotions']);
    expect(i18n.hasResourceBundle('VI', 'promotions')).toBe(true);
    expect(i18n.hasResourceBundle('EN', 'promotions')).toBe(false);
  });

  it('fetches a namespace nobody loaded when a component first uses it', async () => {
    await initI18n({ supported: ['EN', 'VI'], default: 'VI' }, ['common']);
    expect(i18n.hasResourceBundle('VI', 'vip')).toBe(false);
    render(createElement(VipTitle));
    expect(await screen.findByRole('heading', { name: 'Câu lạc bộ VIP' })).toBeInTheDocument();
  });

  it('a language switch brings every namespace used so far in the new language', async () => {
    await initI18n({ supported: ['EN', 'VI', 'TH'], default: 'VI' }, ['common', 'frame', 'promotions']);
    await changeLanguage('TH');
    for (const namespace of ['common', 'frame', 'promotions'])
      expect(i18n.hasResourceBundle('TH', namespace), namespace).toBe(true);
    expect(i18n.t('title', { ns: 'promotions' })).toBe('โปรโมชั่น');
    expect(i18n.hasResourceBundle('TH', 'ops')).toBe(false);
  });

  it('keeps the visitor choice in localStorage and sends it as the Language header', async () => {
    await initI18n({ supported: ['EN', 'CN', 'TH'], default: 'EN' });
    await changeLanguage('TH');
    expect(localStorage.getItem('language')).toBe('TH');
    await initI18n({ supported: ['EN', 'CN', 'TH'], default: 'EN' });
    expect(i18n.language).toBe('TH');

    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ success: true, value: [], message: null, code: null })),
    );
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

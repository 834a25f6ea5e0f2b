import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openCustomerService } from './customer-service.ts';
import { SocialLinks } from './frame/footer/footer-parts.tsx';
import { startTestI18n } from '../test/site-fixtures.tsx';

/** Links the operator sets in the merchant configuration are followed only when they pass the site-link rule. */
beforeAll(startTestI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('operator links in the page', () => {
  it('opens customer service only for a site path or an http(s) address', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '/\\evil.example',
      '//evil.example',
      'data:text/html,x',
      'https://user@evil.example',
    ]) {
      openCustomerService(link);
    }
    expect(open).not.toHaveBeenCalled();
    openCustomerService('/helpmc#chat');
    openCustomerService('https://chat.example/room');
    expect(open.mock.calls.map((call) => call[0])).toEqual(['/helpmc#chat', 'https://chat.example/room']);
  });

  it('shows a social channel only with an http(s) address', () => {
    render(
      <SocialLinks
        links={[
          { channel: 'facebook', url: 'javascript:alert(1)' },
          { channel: 'telegram', url: 'https://t.me/lucky' },
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://t.me/lucky']);
  });
});

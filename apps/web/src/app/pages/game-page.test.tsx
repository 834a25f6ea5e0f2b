import { afterEach, describe, expect, it } from 'vitest';
import { makeStatus, renderWithApp } from '../../test/app-harness.tsx';
import { resetApp } from '../../test/reset-stores.ts';
import { GamePage, gameFrameSandbox } from './game-page.tsx';

afterEach(() => resetApp());

const SITE = 'https://lucky.example';
const tokens = (sandbox: string) => sandbox.split(' ').sort();

describe('the game frame sandbox', () => {
  it('never gives a page of the site both allow-scripts and allow-same-origin', () => {
    for (const url of [
      '/house/play/7?launch=abc',
      `${SITE}/house/play/7?launch=abc`,
      `${SITE}/`,
      `blob:${SITE}/5b0e1c2a`,
      'data:text/html,<script>1</script>',
      'http://vendor.example/play',
      '//',
    ])
      expect(tokens(gameFrameSandbox(url, SITE)), url).toEqual(['allow-forms', 'allow-popups', 'allow-scripts']);
  });

  it('lets a vendor page on its own https origin keep its origin', () => {
    expect(tokens(gameFrameSandbox('https://cdn.vendor.example/launch?t=1', SITE))).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
    // Another port of our host is another origin, not ours.
    expect(gameFrameSandbox('https://lucky.example:8443/game', SITE)).toContain('allow-same-origin');
  });

  it('frames a house game without allow-same-origin and a vendor game with it', () => {
    const status = makeStatus();
    status.info.launchGameCDNs = ['cdn.vendor.example'];
    const house = `${window.location.origin}/house/play/7?launch=abc`;
    const view = renderWithApp(<GamePage />, { status, path: `/game?url=${encodeURIComponent(house)}` });
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(house);
    expect(tokens(frame.getAttribute('sandbox') ?? '')).toEqual(['allow-forms', 'allow-popups', 'allow-scripts']);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    view.unmount();

    const vendor = 'https://cdn.vendor.example/launch?t=1';
    renderWithApp(<GamePage />, { status, path: `/game?url=${encodeURIComponent(vendor)}` });
    expect(document.querySelector('iframe')!.getAttribute('sandbox')).toContain('allow-same-origin');
  });
});

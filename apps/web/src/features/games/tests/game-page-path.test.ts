import { describe, expect, it } from 'vitest';
import { gamePagePath } from '../hooks/use-launch-game.ts';

describe('gamePagePath', () => {
  it('opens vendor and in-house game pages in the /game iframe', () => {
    expect(gamePagePath('/house/play/3?launch=abc')).toBe('/game?url=%2Fhouse%2Fplay%2F3%3Flaunch%3Dabc');
    expect(gamePagePath('https://cdn.example.com/play?t=1')).toBe(
      '/game?url=https%3A%2F%2Fcdn.example.com%2Fplay%3Ft%3D1',
    );
    expect(gamePagePath('//cdn.example.com/play')).toBe('/game?url=%2F%2Fcdn.example.com%2Fplay');
  });

  it('goes straight to a page of the site itself (the in-house lottery)', () => {
    expect(gamePagePath('/lottery/play?game=KENO_1M')).toBe('/lottery/play?game=KENO_1M');
    expect(gamePagePath('/vnlottery')).toBe('/vnlottery');
  });
});

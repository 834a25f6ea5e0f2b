import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationProbe } from '../../test/site-fixtures.tsx';
import { isSameLocation, SafeLink, useSafeNavigate } from './safe-link.tsx';

function Buttons() {
  const navigate = useSafeNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/vip')}>
        to vip
      </button>
      <button type="button" onClick={() => navigate('/help')}>
        to help
      </button>
      <SafeLink to="/vip">vip link</SafeLink>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Buttons />
      <LocationProbe />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('duplicate navigation', () => {
  it('compares path, query and hash', () => {
    const here = { pathname: '/gameCenter', search: '?gameType=ALL', hash: '' };
    expect(isSameLocation('/gameCenter?gameType=ALL', here)).toBe(true);
    expect(isSameLocation('/gameCenter?gameType=RNG', here)).toBe(false);
    expect(isSameLocation({ pathname: '/gameCenter', search: '?gameType=ALL' }, here)).toBe(true);
    expect(isSameLocation('/help#faq', { pathname: '/help', search: '', hash: '' })).toBe(false);
  });

  it('ignores navigate() and links to the current location', async () => {
    renderAt('/vip');
    const before = screen.getByTestId('location').dataset.key;
    await userEvent.click(screen.getByRole('button', { name: 'to vip' }));
    await userEvent.click(screen.getByRole('link', { name: 'vip link' }));
    expect(screen.getByTestId('location').dataset.key).toBe(before);
    expect(screen.getByTestId('location')).toHaveTextContent('/vip');
  });

  it('still navigates to a different location', async () => {
    renderAt('/vip');
    const before = screen.getByTestId('location').dataset.key;
    await userEvent.click(screen.getByRole('button', { name: 'to help' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/help');
    expect(screen.getByTestId('location').dataset.key).not.toBe(before);
  });
});

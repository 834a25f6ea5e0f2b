import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, makeStatusValue, mockApi, startTestI18n } from '../../test/site-fixtures.tsx';
import { StatusGate } from './status-gate.tsx';

const renderGate = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <StatusGate>
        <p>normal site</p>
      </StatusGate>
    </QueryClientProvider>,
  );

beforeAll(startTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('status gate', () => {
  it('asks for the status of this host and mounts the site on status 0', async () => {
    const fetchMock = mockApi({ '/wps/system/status': makeStatusValue({ status: 0 }) });
    renderGate();
    expect(screen.getByTestId('boot-splash')).toBeInTheDocument();
    expect(await screen.findByText('normal site')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://site');
    expect(url.pathname).toBe('/wps/system/status');
    expect(url.searchParams.get('url')).toBe(window.location.host);
  });

  it('shows the bilingual maintenance page on status 1, with end time, contact and refresh', async () => {
    mockApi({ '/wps/system/status': makeStatusValue({ status: 1, maintenanceEnd: '2030-05-01T10:00:00.000Z' }) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'System upgrade in progress' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hệ thống đang được nâng cấp' })).toBeInTheDocument();
    expect(screen.getByText('Expected to finish at:')).toBeInTheDocument();
    expect(screen.getByText('Dự kiến hoàn tất lúc:')).toBeInTheDocument();
    expect(screen.queryByText('normal site')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Làm mới \/ Refresh/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Contact customer service/ }));
    expect(open).toHaveBeenCalledWith(
      'https://service.example/chat',
      'customer-service',
      expect.stringContaining('width=440,height=500'),
    );
  });

  it('shows the restricted page on status 2 with the exact wording, the IP and a contact link', async () => {
    mockApi({ '/wps/system/status': makeStatusValue({ status: 2 }) });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Accces Denied' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Dear valued customer: Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Your IP:')).toBeInTheDocument();
    expect(screen.getByTestId('restricted-ip')).toHaveTextContent('203.0.113.7');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', 'https://service.example/chat');
    expect(screen.queryByText('normal site')).not.toBeInTheDocument();
  });

  it('opens the operators desk in maintenance and outside the allowed regions', async () => {
    window.history.pushState({}, '', '/ops/members');
    try {
      for (const status of [1, 2] as const) {
        mockApi({ '/wps/system/status': makeStatusValue({ status }) });
        renderGate();
        expect(await screen.findByText('normal site')).toBeInTheDocument();
        cleanup();
      }
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('offers a retry when the status call fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    renderGate();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Network link is abnormal, please try again',
    );
    mockApi({ '/wps/system/status': makeStatusValue({ status: 0 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('normal site')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/app-harness.tsx';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { csvField, toCsv } from '../../../lib/csv.ts';
import { tableCsv } from './components/csv.ts';
import { GamingReportPage } from './gaming-report.tsx';
import { OpsDashboard } from './ops-dashboard.tsx';

const readFrom = { source: 'primary', lagMs: null };
const row = (key: string, label: string, figures: Partial<Record<string, unknown>> = {}) => ({
  key,
  label,
  rounds: 3,
  bet: '35.00',
  validBet: '35.00',
  payout: '36.50',
  ggr: '-1.50',
  bonusCost: '10.34',
  ngr: '-11.84',
  players: 2,
  ...figures,
});

function fakeReports() {
  return mockApi({
    'GET /ops/api/reports/gaming': (call) => {
      const by = call.query.get('by') ?? 'day';
      const rows =
        by === 'day'
          ? [
              row('2026-11-24', '2026-11-24', { ggr: '30.00', ngr: '30.00', bonusCost: '0.00' }),
              row('2026-11-25', '2026-11-25'),
            ]
          : [row('5', 'Lucky "Dragon", deluxe · HOUSE', { bonusCost: null, ngr: null, players: null })];
      return {
        value: {
          from: call.query.get('from'),
          to: call.query.get('to'),
          by,
          rows,
          totals: {
            rounds: 6,
            bet: '70.00',
            validBet: '70.00',
            payout: '73.00',
            ggr: '28.50',
            bonusCost: by === 'day' ? '10.34' : null,
            ngr: by === 'day' ? '18.16' : null,
            players: null,
          },
          rolledUpAt: '2026-11-25T10:00:00.000Z',
          readFrom,
        },
      };
    },
    'GET /ops/api/reports/dashboard': () => ({
      value: {
        day: '2026-11-25',
        deposits: { count: 2, amount: '300.00', depositors: 1 },
        withdrawals: { count: 1, amount: '50.00' },
        bet: '35.00',
        payout: '36.50',
        ggr: '-1.50',
        bonusCost: '10.34',
        ngr: '-11.84',
        activePlayers: 2,
        newMembers: 4,
        firstDepositors: { count: 1, amount: '150.50' },
        pending: {
          deposits: { count: 3, amount: '90.00' },
          withdrawals: { count: 1, amount: '20.00' },
          promotionApplications: 2,
          mallRedemptions: 0,
          feedback: 5,
        },
        rolledUpAt: null,
        readFrom,
      },
    }),
  });
}

/** The table's text as rows of cells: header, body and totals, the way the CSV lays them out. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((line) => Array.from(line.querySelectorAll('th, td')).map((cell) => cell.textContent ?? ''));

/** A small RFC 4180 reader for the test: fields with quotes, commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/\r\n$/, '').split('\r\n')) {
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let index = 0; index < line.length; index += 1) {
      const char = line[index]!;
      if (quoted && char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = !quoted;
      else if (char === ',' && !quoted) {
        fields.push(field);
        field = '';
      } else field += char;
    }
    fields.push(field);
    rows.push(fields);
  }
  return rows;
}

describe('reports desk', () => {
  let downloads: Blob[];
  beforeEach(() => {
    resetApp();
    clearOpsSession();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
    downloads = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      downloads.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows GGR and NGR by day with totals, and exports a CSV equal to the table', async () => {
    const api = fakeReports();
    const user = userEvent.setup();
    renderWithApp(<GamingReportPage />, { path: '/ops/reports/gaming' });
    const table = await screen.findByTestId('gaming-table');
    expect(cellsOf(table)[0]).toEqual([
      'Day',
      'Rounds',
      'Stakes',
      'Valid stakes',
      'Payouts',
      'GGR',
      'Bonus cost',
      'NGR',
      'Active players',
    ]);
    expect(cellsOf(table)[2]).toEqual(['2026-11-25', '3', '35.00', '35.00', '36.50', '-1.50', '10.34', '-11.84', '2']);
    expect(within(table).getByTestId('gaming-table-totals')).toHaveTextContent('Total670.0070.0073.0028.5010.3418.16');
    expect(screen.getByRole('img', { name: 'GGR and NGR by Day' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = (await downloads[0]!.text()).replace(/^\uFEFF/, '');
    expect(parseCsv(csv)).toEqual(cellsOf(table));
    expect(api.callsTo('GET', '/ops/api/reports/gaming')[0]!.query.get('by')).toBe('day');
  });

  it('groups by game without NGR, and a CSV keeps names with commas and quotes intact', async () => {
    const api = fakeReports();
    const user = userEvent.setup();
    renderWithApp(<GamingReportPage />, { path: '/ops/reports/gaming' });
    await screen.findByTestId('gaming-table');
    await user.selectOptions(screen.getByLabelText('Group by'), 'game');
    const table = await screen.findByText('Lucky "Dragon", deluxe · HOUSE');
    const grid = table.closest('table')!;
    expect(cellsOf(grid)[0]).toEqual(['Game', 'Rounds', 'Stakes', 'Valid stakes', 'Payouts', 'GGR']);
    expect(api.callsTo('GET', '/ops/api/reports/gaming').at(-1)!.query.get('by')).toBe('game');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = (await downloads[0]!.text()).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[1]).toBe('"Lucky ""Dragon"", deluxe · HOUSE",3,35.00,35.00,36.50,-1.50');
    expect(parseCsv(csv)).toEqual(cellsOf(grid));
  });

  it('refuses a range longer than the server takes before asking it', async () => {
    const api = fakeReports();
    const user = userEvent.setup();
    renderWithApp(<GamingReportPage />, { path: '/ops/reports/gaming' });
    await screen.findByTestId('gaming-table');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 92 days.');
    expect(api.callsTo('GET', '/ops/api/reports/gaming')).toHaveLength(1);
  });

  it("opens on today's figures and the queues, each queue a link to its desk", async () => {
    fakeReports();
    renderWithApp(<OpsDashboard />, { path: '/ops' });
    expect(await screen.findByTestId('dash-ngr')).toHaveTextContent('-11.84');
    expect(screen.getByTestId('dash-first')).toHaveTextContent('1');
    const pending = screen.getByTestId('dash-pending');
    expect(within(pending).getByRole('link', { name: /Deposits to review\s*3/ })).toHaveAttribute(
      'href',
      '/ops/money/deposits',
    );
    expect(within(pending).getByRole('link', { name: /Unanswered feedback\s*5/ })).toHaveAttribute(
      'href',
      '/ops/members/feedback',
    );
  });

  it('quotes CSV fields that need it and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-1.50')).toBe('-1.50');
    expect(tableCsv([{ key: 'a', header: 'A', text: (value: string) => value }], ['x'], ['T'])).toBe(
      '\uFEFFA\r\nx\r\nT\r\n',
    );
    expect(toCsv(['a'], [['x,"y"', '@cmd', null]])).toBe('\uFEFFa\r\n"x,""y""",\'@cmd,\r\n');
  });
});

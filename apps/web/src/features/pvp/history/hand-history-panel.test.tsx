import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { ChatPanel } from '../chat/chat-panel.tsx';
import { makeResult } from '../test/pvp-fixtures.ts';
import { HandHistoryPanel } from './hand-history-panel.tsx';

/** A hand the server's engine shuffled (the vector of verify-shuffle.test.ts), so the browser's check passes. */
const reveal = {
  serverSeed: 'b7c1e0d4a9f24c1e8e5d2f7a6b3c9d01',
  serverSeedHash: '3d8a580f3ea57fe35eafd19ec1104525ae5cc8f751ddd075a1fdfebb40af295f',
  commitment: '4eb563f999b6539f4810372714d72af011e8b074f670e1d9c06633bf2baa6f70',
  playerSeeds: [
    { seat: 3, seed: 'lucky-7' },
    { seat: 0, seed: 'Mai#2026' },
  ],
  deck: '9h3hKc8h9s8sQcKdJdTs3s6s9d4d2d5c8dAs7s5h9cKh6h7h8c2h6cAdQsQdKsTc4cTdJc2c7c4s5s7d2sJh5d3dTh6d3cAh4hJsQhAc',
};

describe('the hand history', () => {
  it("lists the last hands with the board, the winners and their hands, the viewer's result and the rake", () => {
    renderWithApp(<HandHistoryPanel hands={[makeResult()]} viewerSeat={0} />);
    const history = screen.getByRole('region', { name: 'Hand history' });
    expect(within(history).getByText('#7-000001')).toBeTruthy();
    expect(within(history).getByText('Mai won 7.60 · One pair')).toBeTruthy();
    expect(within(history).getByText('-4.00')).toBeTruthy();
    expect(within(history).getByText('Rake 0.40')).toBeTruthy();
    expect(within(history).getAllByRole('img')).toHaveLength(5);
  });

  it('says so when no hand has been played yet', () => {
    renderWithApp(<HandHistoryPanel hands={[]} viewerSeat={null} />);
    expect(screen.getByText('The last hands at this table appear here.')).toBeTruthy();
  });

  it("opens the proof of a hand and checks it in the browser, beside the server's own check", async () => {
    mockApi({
      'GET /wps/relay/GLS2_handDetail': () => ({
        value: { roomId: 12, result: makeResult({ handId: '12-000431', reveal }), verified: true, verifyFailure: null },
      }),
    });
    renderWithApp(<HandHistoryPanel hands={[makeResult({ handId: '12-000431', reveal })]} viewerSeat={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify hand #12-000431' });
    expect(within(dialog).getByText(reveal.commitment)).toBeTruthy();
    // The players' seeds by seat, counted from 1 as the seats are shown.
    expect(within(dialog).getByText(/^1: Mai#2026\s+4: lucky-7$/)).toBeTruthy();
    expect(await within(dialog).findByText(/The seeds shuffle to exactly this deck/)).toBeTruthy();
    expect(within(dialog).getByText(/The server seed matches/).textContent).toMatch(/^✔/);
    expect(within(dialog).getByText(/The deck and seed match/).textContent).toMatch(/^✔/);
    expect((await within(dialog).findByText(/The server's own check/)).textContent).toMatch(/^✔/);
    expect(within(dialog).getAllByRole('img')).toHaveLength(52);
  });

  it('says a cancelled hand has nothing to reveal', () => {
    renderWithApp(<HandHistoryPanel hands={[makeResult({ status: 'CANCELLED', reveal: null })]} viewerSeat={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(/This hand was cancelled before it was played out/)).toBeTruthy();
  });
});

describe('the table chat', () => {
  it('shows fixed phrases and emoji in the reader’s language and sends their ids, no free text unless allowed', () => {
    const onSend = vi.fn();
    const lines = [
      { id: 1, seatNo: 3, nickname: 'Mai', message: { kind: 'phrase' as const, id: 'good.luck' as const }, atMs: 0 },
      { id: 2, seatNo: 0, nickname: 'demo', message: { kind: 'emoji' as const, id: 'thumbs.up' as const }, atMs: 0 },
    ];
    renderWithApp(<ChatPanel lines={lines} onSend={onSend} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.textContent).toBe('Mai Good luck!');
    expect(within(second!).getByRole('img', { name: 'Thumbs up' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Nice hand!' }));
    expect(onSend).toHaveBeenLastCalledWith({ kind: 'phrase', id: 'nice.hand' });
    fireEvent.click(screen.getByRole('button', { name: 'Fire' }));
    expect(onSend).toHaveBeenLastCalledWith({ kind: 'emoji', id: 'fire' });
  });

  it('offers free text where the operator allows it and shows lines as the server sent them (masked there)', () => {
    const onSend = vi.fn();
    const lines = [
      { id: 1, seatNo: 3, nickname: 'Mai', message: { kind: 'text' as const, text: 'you ***** <b>' }, atMs: 0 },
    ];
    renderWithApp(<ChatPanel lines={lines} onSend={onSend} freeChat />);
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe('Mai you ***** <b>');
    const box = screen.getByRole('textbox', { name: 'Write a message…' }) as HTMLInputElement;
    expect(box.maxLength).toBe(120);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  good game all  ' } });
    fireEvent.click(send);
    expect(onSend).toHaveBeenLastCalledWith({ kind: 'text', text: 'good game all' });
    expect(box.value).toBe('');
  });

  it('lets a watcher read but not send', () => {
    renderWithApp(<ChatPanel lines={[]} onSend={null} />);
    expect(screen.getByText('Take a seat to chat.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

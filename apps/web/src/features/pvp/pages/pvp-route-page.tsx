import { useSearchParams } from 'react-router';
import { LobbyPage } from '../lobby/lobby-page.tsx';
import { TablePage } from './table-page.tsx';

/** A table id of the launch call: a positive integer, as the contract's `tableIdInput` takes it. */
export function tableIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * /pvp: the lobby, or with `?roomId=` (what the launch call answers for a room) that table. One lazy chunk for both,
 * so going from the lobby to a table loads nothing more.
 */
export function PvpRoutePage() {
  const [params] = useSearchParams();
  const tableId = tableIdOf(params.get('roomId'));
  return tableId === null ? <LobbyPage /> : <TablePage key={tableId} tableId={tableId} />;
}

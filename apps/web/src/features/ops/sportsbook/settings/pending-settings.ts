import type { SportsSettingsUpdate } from '../api/settings.ts';
import type { ProposedChange } from '../confirm-dialog.tsx';

/** A settings change a form proposes: shown in the confirmation, sent on confirm, then named in the saved line. */
export type PendingSettings = ProposedChange & { body: SportsSettingsUpdate; saved: string };

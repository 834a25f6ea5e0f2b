import { create } from 'zustand';
import { ODDS_FORMATS, type OddsFormat } from '@lucky/contracts/sportsbook/odds-format';

/** What the player accepts when a price moved between the slip and the placement (the contract's policies). */
export type OddsChangePolicy = 'ACCEPT_ANY' | 'ACCEPT_HIGHER' | 'ASK';
export const ODDS_CHANGE_CHOICES: readonly OddsChangePolicy[] = ['ASK', 'ACCEPT_HIGHER', 'ACCEPT_ANY'];

const STORAGE_KEY = 'sportsbook.prefs';
type Prefs = { oddsFormat: OddsFormat; oddsChange: OddsChangePolicy };
const DEFAULTS: Prefs = { oddsFormat: 'DECIMAL', oddsChange: 'ASK' };
const FORMATS = new Set<string>(ODDS_FORMATS);
const POLICIES = new Set<string>(ODDS_CHANGE_CHOICES);

/** The stored choice, or the defaults when storage is empty, unreadable or holds something this version rejects. */
function readPrefs(): Prefs {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<keyof Prefs, unknown>>;
    return {
      oddsFormat: FORMATS.has(String(stored.oddsFormat)) ? (stored.oddsFormat as OddsFormat) : DEFAULTS.oddsFormat,
      oddsChange: POLICIES.has(String(stored.oddsChange))
        ? (stored.oddsChange as OddsChangePolicy)
        : DEFAULTS.oddsChange,
    };
  } catch {
    return DEFAULTS;
  }
}

function writePrefs(prefs: Prefs): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // A private window without storage keeps the choice for this visit only.
  }
}

type PrefsState = Prefs & {
  setOddsFormat: (format: OddsFormat) => void;
  setOddsChange: (policy: OddsChangePolicy) => void;
};

/**
 * The player's odds format and odds-change policy, kept in this browser's storage so they survive a reload and a
 * new login; the server has no member setting for them.
 */
export const useSportsbookPrefs = create<PrefsState>()((set, get) => ({
  ...readPrefs(),
  setOddsFormat: (oddsFormat) => {
    set({ oddsFormat });
    writePrefs({ oddsFormat, oddsChange: get().oddsChange });
  },
  setOddsChange: (oddsChange) => {
    set({ oddsChange });
    writePrefs({ oddsFormat: get().oddsFormat, oddsChange });
  },
}));

/**
 * Odds tables come in three shapes: flat (VN, 3D, 5D: bet type → thousandths), by size (4D: BIG.FIRST) and Keno's
 * pay rows (pick.3 is a list, one value per hit count). The desk edits them as leaves named by their path; a list
 * is one leaf, written with commas, because the server takes a pay row whole.
 */
export type OddsLeaf = { path: string; value: unknown };

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function listOddsLeaves(table: Record<string, unknown>, prefix = ''): OddsLeaf[] {
  return Object.entries(table).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isTable(value) ? listOddsLeaves(value, path) : [{ path, value }];
  });
}

export const showOddsValue = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(', ') : String(value);

/** Whole digits go as numbers; anything else is sent as typed, so the server's refusal names it. */
function readOne(text: string): unknown {
  const trimmed = text.trim();
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export function readOddsInput(text: string, isList: boolean): unknown {
  return isList
    ? text
        .split(/[,\s]+/)
        .filter(Boolean)
        .map(readOne)
    : readOne(text);
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!isTable(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

type OverridesInput = {
  /** The overrides saved now: the server replaces them whole, so they are sent again with the new ones. */
  current: Record<string, unknown>;
  /** New values by path, as typed; empty ones are ignored. */
  edits: Record<string, string>;
  /** Paths whose override goes, back to the default. */
  resets: ReadonlySet<string>;
  /** Paths whose value in force is a list. */
  listPaths: ReadonlySet<string>;
};

export function buildOddsOverrides({ current, edits, resets, listPaths }: OverridesInput): Record<string, unknown> {
  const next: Record<string, unknown> = {};
  for (const leaf of listOddsLeaves(current)) if (!resets.has(leaf.path)) setPath(next, leaf.path, leaf.value);
  for (const [path, text] of Object.entries(edits))
    if (text.trim() !== '') setPath(next, path, readOddsInput(text, listPaths.has(path)));
  return next;
}

/** Thousandths as the multiplier a player sees: 99000 → "×99", 1950 → "×1.95"; a tier that pays nothing → "—". */
export function describeMultiplier(value: unknown): string {
  if (Array.isArray(value)) return '';
  const number = Number(value);
  if (number === 0) return '—';
  return Number.isFinite(number) ? `×${Number((number / 1000).toFixed(3))}` : '';
}

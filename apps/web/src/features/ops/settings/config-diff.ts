/** One changed setting: its path in the configuration and its value before and after, as short JSON. */
export type ConfigChange = { path: string; before: string; after: string };

const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** Leaves of a JSON value by path (arrays of objects by index), so two versions compare setting by setting. */
function leavesOf(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (
    value !== null &&
    typeof value === 'object' &&
    !(Array.isArray(value) && value.every((item) => typeof item !== 'object'))
  ) {
    for (const [key, child] of Object.entries(value)) leavesOf(child, path ? `${path}.${key}` : key, into);
    if (Object.keys(value).length === 0) into.set(path, value);
  } else into.set(path, value);
  return into;
}

/** What differs between two versions of a configuration (or of one section), in path order. */
export function diffConfig(before: unknown, after: unknown, prefix = ''): ConfigChange[] {
  const old = leavesOf(before, prefix, new Map());
  const next = leavesOf(after, prefix, new Map());
  const paths = [...new Set([...old.keys(), ...next.keys()])].sort();
  const changed = paths.filter((path) => JSON.stringify(old.get(path)) !== JSON.stringify(next.get(path)));
  // An empty list or object that gained (or lost) items is said by its items' lines, not by a line of its own.
  const hasItems = (path: string) => changed.some((other) => other.startsWith(`${path}.`));
  return changed
    .filter((path) => !hasItems(path))
    .map((path) => ({ path, before: shown(old.get(path)), after: shown(next.get(path)) }));
}

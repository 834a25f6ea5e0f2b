import { describe, expect, it } from 'vitest';
import { FRAME_NAMESPACES, PAGE_NAMESPACES } from './page-namespaces.ts';

// The desk's sources, read as text: every namespace they name must arrive with
// the desk's chunk, or its texts show as keys (or blank) for a moment while the namespace is fetched on first use.
const DESK_SOURCES = import.meta.glob<string>(['../../features/ops/**/*.{ts,tsx}', '!**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function namespacesNamedIn(source: string): string[] {
  const named = [...source.matchAll(/useTranslation\(\s*'([A-Za-z]+)'|\bns: '([A-Za-z]+)'/g)];
  return named.map((match) => match[1] ?? match[2]!);
}

describe('the finance desk namespaces', () => {
  it('reads the desk sources', () => {
    expect(Object.keys(DESK_SOURCES).some((path) => path.endsWith('/ops/lottery/ops-lottery.tsx'))).toBe(true);
  });

  it('loads every namespace the desk and its sections use with the desk, the lottery desk included', () => {
    const loaded = new Set([...FRAME_NAMESPACES, ...PAGE_NAMESPACES.ops]);
    const used = new Set(Object.values(DESK_SOURCES).flatMap(namespacesNamedIn));
    expect(used).toContain('opsLottery');
    expect([...used].filter((namespace) => !loaded.has(namespace))).toEqual([]);
  });
});

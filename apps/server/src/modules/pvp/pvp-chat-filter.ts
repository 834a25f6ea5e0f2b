/**
 * The chat's word filter: every word of the operator's list is masked with `*` wherever it occurs in a free-text
 * line, whatever its case (Unicode case folding), width or compatibility form (both sides NFKC), and with spaces,
 * punctuation or symbols slipped between its letters ("b.a d", "Ｂａｄ"). Matching is on substrings, not whole
 * words: Chinese and Thai write no spaces between words, and a word hidden inside a longer run is still caught (the
 * operator picks words long enough not to hit harmless ones). A library such as `obscenity` was considered: its
 * matching and built-in lists are made for English and it has no notion of an operator's list in five languages,
 * so one compiled regular expression per list is simpler and does exactly this.
 */

const SEPARATOR = String.raw`[\p{Z}\p{P}\p{S}]*`;
const IS_SEPARATOR = /^[\p{Z}\p{P}\p{S}]$/u;
const escapeChar = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The letters a word is matched by: NFKC, separators dropped. Empty for a word of separators only. */
function lettersOf(word: string): string[] {
  return Array.from(word.normalize('NFKC')).filter((ch) => !IS_SEPARATOR.test(ch));
}

export type WordFilter = (text: string) => string;

/** Compiles the operator's list once; the filter it returns is applied to each line (NFKC first). */
export function compileWordFilter(words: readonly string[]): WordFilter {
  const patterns = [...new Set(words.map((word) => lettersOf(word)).filter((letters) => letters.length > 0))]
    // Longest first, so a longer listed word wins over a shorter one it contains.
    .sort((a, b) => b.length - a.length)
    .map((letters) => letters.map(escapeChar).join(SEPARATOR));
  if (patterns.length === 0) return (text) => text.normalize('NFKC');
  const matcher = new RegExp(patterns.join('|'), 'giu');
  return (text) => text.normalize('NFKC').replace(matcher, (found) => '*'.repeat(Array.from(found).length));
}

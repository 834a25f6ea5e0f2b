import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRANSLATED_LANGUAGES } from '@lucky/contracts/common/constants';
import {
  HOLDEM_ACTIONS,
  HOLDEM_HAND_CATEGORIES,
  NIUNIU_HAND_CATEGORIES,
  TIENLEN_COMBOS,
  TIENLEN_INSTANT_WINS,
  PVP_CHAT_EMOJI,
  PVP_CHAT_PHRASES,
  PVP_GAMES,
} from '@lucky/contracts/pvp/pvp-schemas';
import { describe, expect, it } from 'vitest';
import { RANK_LETTERS, rankLabelOf, SUITS } from '../cards/card-codes.ts';
import { phraseKey } from '../chat/chat-panel.tsx';
import { SIZING_PRESETS } from '../actions/bet-sizing.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const featureRoot = path.resolve(here, '..');
const localesRoot = path.resolve(here, '../../../locales');

type Tree = { [key: string]: string | Tree };
const load = (language: string): Tree => JSON.parse(readFileSync(path.join(localesRoot, language, 'pvp.json'), 'utf8'));
const walk = (tree: Tree, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
/** A key, or for a counted text its plural forms' `_other` (i18next picks the form by `count`; every language has it). */
const lookup = (tree: Tree, key: string): unknown => walk(tree, key) ?? walk(tree, `${key}_other`);

/** Every key the pages build from the contract's lists, so a new game, phrase or hand category cannot go untranslated. */
const BUILT_KEYS = [
  ...PVP_GAMES.flatMap((game) => [`game.${game}.name`, `game.${game}.hint`]),
  ...HOLDEM_HAND_CATEGORIES.map((category) => `handCategory.${category}`),
  ...NIUNIU_HAND_CATEGORIES.map((category) => `niuniu.category.${category}`),
  ...TIENLEN_COMBOS.map((combo) => `tienlen.combo.${combo}`),
  ...TIENLEN_INSTANT_WINS.map((win) => `tienlen.instantWin.${win}`),
  ...PVP_CHAT_PHRASES.map(phraseKey),
  ...PVP_CHAT_EMOJI.map((id) => `chat.emoji.${id.replace(/\./g, '_')}`),
  ...[...HOLDEM_ACTIONS, 'SMALL_BLIND', 'BIG_BLIND'].map((action) => `actionNote.${action}`),
  ...SIZING_PRESETS.map((preset) => `sizing.${preset}`),
  ...['connecting', 'open', 'reconnecting', 'unauthenticated', 'replaced'].map((state) => `connection.${state}`),
  ...[...RANK_LETTERS].map((_, rank) => `card.rank.${rankLabelOf(rank)}`),
  ...SUITS.map((suit) => `card.suit.${suit}`),
  ...['seedHash', 'deck', 'commitment'].map((step) => `verify.step.${step}`),
  'notice.pvp_hand_cancelled_INSTANCE_LOST',
  'notice.pvp_hand_cancelled_TABLE_CLOSED',
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** The literal keys the pages pass to t(…) in the pvp namespace. */
function literalKeys(): string[] {
  const keys = sourceFiles(featureRoot).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'((?:pvp:)?[a-z][A-Za-z]*\.[A-Za-z0-9_.]+)'/g)].map((match) =>
      match[1]!.replace(/^pvp:/, ''),
    ),
  );
  return [...new Set(keys)];
}

describe('the card rooms’ texts', () => {
  it('finds the keys the pages use', () => {
    expect(literalKeys()).toContain('action.fold');
    expect(literalKeys().length).toBeGreaterThan(80);
  });

  it.each([...TRANSLATED_LANGUAGES])('are all there in %s: literal and built from the contract', (language) => {
    const tree = load(language);
    const missing = [...literalKeys(), ...BUILT_KEYS].filter((key) => typeof lookup(tree, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('keep the placeholders of English in every language', () => {
    const english = load('EN');
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const language of TRANSLATED_LANGUAGES) {
      const tree = load(language);
      for (const key of [...literalKeys(), ...BUILT_KEYS])
        expect(placeholders(lookup(tree, key)), `${language} ${key}`).toEqual(placeholders(lookup(english, key)));
    }
  });
});

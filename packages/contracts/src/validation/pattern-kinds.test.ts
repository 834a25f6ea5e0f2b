import { describe, expect, it } from 'vitest';
import { formatPatternMessage, matchesPatternKind, PATTERN_KINDS } from './pattern-kinds.ts';

/** For each pattern kind: values it must accept and values it must refuse. */
const SAMPLES: Record<number, { pass: string[]; fail: string[] }> = {
  1: { pass: ['anything at all', '!@#', '中文'], fail: [] },
  2: { pass: ['abc123', 'Z', 'player01'], fail: ['1abc', '_abc', 'ab c', 'abc-1'] },
  3: { pass: ['中文123', '汉字'], fail: ['abc', '中 文', 'かな'] },
  4: { pass: ['a@b.co', 'first.last+tag@mail.example.com'], fail: ['a@b', 'no-at.example', 'a@@b.com', 'a b@c.com'] },
  5: { pass: ['abcdef', '123456'], fail: ['abc123', 'abc!'] },
  6: { pass: ['abc123', '1a'], fail: ['abcdef', '123456', 'abc 123'] },
  7: { pass: ['0123456789'], fail: ['12a', '1.5', '-1'] },
  8: { pass: ['Abc123', 'ABC'], fail: ['abc123', 'Abc-123'] },
  9: { pass: ['John Smith', 'Anna'], fail: ['John  Smith', 'Jöhn', 'John1', ' John'] },
  10: { pass: ['no-spaces!', 'x'], fail: ['has space', 'tab\there'] },
  11: { pass: ['你好，世界。', '中文'], fail: ['hello', '你好 世界'] },
  12: { pass: ['2000-01-31', '1999-12-01'], fail: ['2000-13-01', '01-31-2000', '2000/01/31'] },
  13: { pass: ['01-31-2000', '12-01-1999'], fail: ['2000-01-31', '13-01-2000'] },
  14: { pass: ['Nguyễn Văn An', 'Maria'], fail: ['Maria1', 'Maria  Lee', 'x!'] },
  15: { pass: ['abc123', 'ABC'], fail: ['abc 123', 'abc_123'] },
  16: { pass: ['한국어', '안녕'], fail: ['abc', '한국 어'] },
  17: { pass: ['ภาษาไทย', 'สวัสดี ครับ'], fail: ['thai', 'ไทย1'] },
  18: { pass: ['สวัสดี John', 'Hello'], fail: ['Hello1', '中文'] },
  19: { pass: ['ABC123', 'A1'], fail: ['abc123', '123456', 'AB-12'] },
  20: { pass: ['Abc!@#123', 'p@ss'], fail: ['has space', 'ümlaut'] },
  21: { pass: ['Abcd123!', 'xY9#zzzz'], fail: ['abcd123!', 'ABCD123!', 'Abcdefg!', 'Abcd1234', 'Ab 12!x'] },
  22: { pass: ['John Smith', 'Trần Thị Bình'], fail: ['John', 'John  Smith', 'John Smith1'] },
  23: { pass: ['ひらがな', 'カタカナ', '漢字', 'ラーメン'], fail: ['abc', 'ﾊﾝｶｸ', 'ひら がな'] },
};

describe('the 23 pattern kinds', () => {
  it('defines ids 1 to 23 exactly once', () => {
    expect(PATTERN_KINDS.map((kind) => kind.id)).toEqual(Array.from({ length: 23 }, (_, index) => index + 1));
  });

  it.each(PATTERN_KINDS.map((kind) => [kind.id, kind.name] as const))(
    'kind %i (%s) accepts and refuses its samples',
    (id) => {
      for (const value of SAMPLES[id].pass)
        expect(matchesPatternKind(id, value), `${id} should accept ${value}`).toBe(true);
      for (const value of SAMPLES[id].fail)
        expect(matchesPatternKind(id, value), `${id} should refuse ${value}`).toBe(false);
    },
  );

  it('throws on an unknown pattern id rather than accepting silently', () => {
    expect(() => matchesPatternKind(99, 'x')).toThrow('unknown patternId 99');
  });
});

describe('message formatting', () => {
  it('fills (min) and (max)', () => {
    expect(formatPatternMessage('Please fill in your password with (min) - (max) characters', 6, 20)).toBe(
      'Please fill in your password with 6 - 20 characters',
    );
  });
  it('collapses the range to a single number when min equals max', () => {
    expect(formatPatternMessage('Please fill in your password with (min) - (max) characters', 6, 6)).toBe(
      'Please fill in your password with 6 characters',
    );
  });
  it('fills a lone (min) or (max)', () => {
    expect(formatPatternMessage('At least (min), at most (max)', 2, 9)).toBe('At least 2, at most 9');
  });
});

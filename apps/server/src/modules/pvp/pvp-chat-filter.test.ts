import { describe, expect, it } from 'vitest';
import { compileWordFilter } from './pvp-chat-filter.ts';

describe('the chat word filter', () => {
  const filter = compileWordFilter(['idiot', 'ngu', 'ไอ้บ้า', '傻瓜', 'a.b', '  ', 'cheat']);

  it('masks listed words whatever their case, width or the separators between their letters', () => {
    expect(filter('you IDIOT')).toBe('you *****');
    expect(filter('i.d i-o_t!')).toBe('*********!');
    expect(filter('ｉｄｉｏｔ')).toBe('*****');
    expect(filter('Bạn NGU quá')).toBe('Bạn *** quá');
    expect(filter('เขาเป็นไอ้บ้าจริงๆ')).toBe('เขาเป็น******จริงๆ');
    expect(filter('你是傻瓜吗')).toBe('你是**吗');
    expect(filter('cheaters cheat')).toBe('*****ers *****');
  });

  it('leaves other lines alone and ignores words of separators only', () => {
    expect(filter('good luck, well played')).toBe('good luck, well played');
    expect(filter('ab')).toBe('**');
    expect(compileWordFilter([])('Ｈｉ')).toBe('Hi');
    expect(compileWordFilter(['(', '.*'])('a (.*) b')).toBe('a (.*) b');
  });

  it('masks the longest listed word first', () => {
    expect(compileWordFilter(['bad', 'badword'])('a badword')).toBe('a *******');
  });
});

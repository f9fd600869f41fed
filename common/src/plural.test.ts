import { describe, expect, it } from 'vitest';
import { countText, pluralWord } from './plural.ts';

describe('countText', () => {
  it('writes one in the singular and everything else in the plural', () => {
    expect(countText(1, 'view')).toBe('1 view');
    expect(countText(0, 'view')).toBe('0 views');
    expect(countText(123456, 'view')).toBe('1,23,456 views');
    expect(countText(1, 'business', 'businesses')).toBe('1 business');
    expect(countText(2, 'inquiry', 'inquiries')).toBe('2 inquiries');
  });

  it('gives the word alone for texts that put the number elsewhere', () => {
    expect(pluralWord(1, 'message')).toBe('message');
    expect(pluralWord(5, 'message')).toBe('messages');
  });
});

import { expect, it } from 'vitest';
import { listingSortKeys, sortOrderWords } from './listing-constants.ts';

it('says each order in words that tell its two ways apart (relevance has one)', () => {
  for (const sort of listingSortKeys) {
    const { asc, desc } = sortOrderWords[sort];
    expect(asc, sort).not.toMatch(/ascending|descending/);
    if (sort !== 'relevance') expect(asc, sort).not.toBe(desc);
  }
  expect(sortOrderWords.price).toEqual({ asc: 'lowest price first', desc: 'highest price first' });
  expect(sortOrderWords.date).toEqual({ asc: 'oldest first', desc: 'newest first' });
});

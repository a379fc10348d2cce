import { listing } from './listing';

describe('a list in a sentence', () => {
  it.each([
    [[], 'and', ''],
    [['A'], 'and', 'A'],
    [['A', 'B'], 'and', 'A and B'],
    [['A', 'B', 'C'], 'or', 'A, B or C'],
  ] as const)('%j with %s is "%s"', (items, conjunction, text) => {
    expect(listing(items, conjunction)).toBe(text);
  });
});

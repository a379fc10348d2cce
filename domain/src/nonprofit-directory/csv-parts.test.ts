import { csvParts } from './csv-parts';

describe('a CSV file in parts for the staff console’s import (issue 24)', () => {
  it.each([
    ['H\na\nb\nc\n', 100, [['H\na\nb\nc\n', 2, true]]],
    [
      'H\r\naaaa\r\nbbbb\r\ncccc',
      9,
      [
        ['H\naaaa\nbbbb', 2, false],
        ['H\ncccc', 4, true],
      ],
    ],
    [
      'H\naaaaaaaaaaaa\nb\n',
      5,
      [
        ['H\naaaaaaaaaaaa', 2, false],
        ['H\nb\n', 3, true],
      ],
    ],
    ['H', 100, [['H', 2, true]]],
    ['', 100, [['', 2, true]]],
    ['H\naaaa\n', 3, [['H\naaaa', 2, true]]],
  ] as const)(
    'cuts %j (parts of %i characters) at line ends, the header first in each',
    (text, size, parts) => {
      expect(csvParts(text, size)).toEqual(
        parts.map(([csv, firstLine, last]) => ({ csv, firstLine, last })),
      );
    },
  );

  it('cuts with parts of about 100 KB unless told otherwise', () => {
    const record = 'x'.repeat(999);
    const parts = csvParts(['H', ...Array.from({ length: 250 }, () => record)].join('\n'));
    expect(parts.map(({ firstLine, last }) => [firstLine, last])).toEqual([
      [2, false],
      [102, false],
      [202, true],
    ]);
  });
});

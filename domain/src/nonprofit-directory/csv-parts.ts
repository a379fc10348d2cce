/** About 100 KB of a file per call: the API reads at most 200 KB of JSON. */
export const CSV_PART_CHARACTERS = 100_000;

/** A part of a CSV file: the header row, then whole records, and the file line of its first one. */
export interface CsvPart {
  readonly csv: string;
  readonly firstLine: number;
  readonly last: boolean;
}

/**
 * A CSV file cut at line ends into parts that each start with the header row. The IRS's extracts
 * have one record a line, with no line breaks inside a field.
 */
export const csvParts = (text: string, partCharacters = CSV_PART_CHARACTERS): CsvPart[] => {
  const lines = text.split(/\r?\n/);
  const header = lines[0] ?? '';
  const parts: { csv: string; firstLine: number }[] = [];
  let records: string[] = [];
  let size = 0;
  let firstLine = 2;
  lines.slice(1).forEach((line, index) => {
    if (records.length > 0 && size + line.length > partCharacters) {
      parts.push({ csv: [header, ...records].join('\n'), firstLine });
      records = [];
      size = 0;
      firstLine = index + 2;
    }
    records.push(line);
    size += line.length + 1;
  });
  if (records.some((line) => line.trim() !== '') || parts.length === 0)
    parts.push({ csv: [header, ...records].join('\n'), firstLine });
  return parts.map((part, index) => ({ ...part, last: index === parts.length - 1 }));
};

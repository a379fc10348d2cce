import { EO_BMF_COLUMNS, type EoBmfRecord } from '@bequest/domain';
import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';

/** One record of a master-file CSV, with the line it starts on for a refusal to name. */
export interface NumberedRecord {
  readonly line: number;
  readonly record: EoBmfRecord;
}

/**
 * The records of one IRS EO BMF extract CSV as published (a header row, then one organization a
 * row): the columns the directory reads. A file without one of them is refused before any row; a
 * row short of columns is read with them empty, for the directory to refuse that record alone.
 */
export async function* readEoBmfCsv(input: Readable): AsyncGenerator<NumberedRecord> {
  const rows = input.pipe(
    parse({ columns: true, info: true, trim: true, bom: true, relax_column_count: true }),
  );
  let checked = false;
  for await (const { record, info } of rows as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    if (!checked) {
      const missing = EO_BMF_COLUMNS.filter((column) => !(column in record));
      if (missing.length > 0)
        throw new Error(`Not an EO BMF extract: no ${missing.join(', ')} column`);
      checked = true;
    }
    yield {
      line: info.lines,
      record: Object.fromEntries(
        EO_BMF_COLUMNS.map((column) => [column, record[column] ?? '']),
      ) as EoBmfRecord,
    };
  }
}

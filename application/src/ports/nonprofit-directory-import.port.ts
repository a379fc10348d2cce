/** What a load of part of the IRS master file did: organizations written, records refused and why. */
export interface DirectoryImportResult {
  readonly loaded: number;
  readonly refused: readonly { readonly line: number; readonly message: string }[];
}

/** A part of an EO BMF extract (issue 23): its text with the header row, and where it starts. */
export interface DirectoryImportPart {
  /** The CSV text: the header row, then records. */
  readonly csv: string;
  /** The file's line number of the part's first record, so refused lines name the file's lines. */
  readonly firstLine: number;
  /** The file's last part: the search index then takes in what was loaded. */
  readonly last: boolean;
}

/** Loads the IRS's exempt organizations into the nonprofit directory, each by its EIN. */
export interface NonprofitDirectoryImport {
  load(part: DirectoryImportPart): Promise<DirectoryImportResult>;
}
export const NONPROFIT_DIRECTORY_IMPORT: symbol = Symbol.for('NonprofitDirectoryImport');

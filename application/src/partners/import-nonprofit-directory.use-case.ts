import { EO_BMF_COLUMNS } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  NONPROFIT_DIRECTORY_IMPORT,
  type DirectoryImportPart,
  type DirectoryImportResult,
  type NonprofitDirectoryImport,
} from '../ports/nonprofit-directory-import.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { invalidInput, type UseCaseError } from '../shared/errors';
import { AuditTrail } from '../staff/audit-trail.service';

/**
 * Staff load the IRS's EO BMF extracts into the nonprofit directory from the console (issue 24),
 * a part of a file at a time, as `npm run directory:load` does from a shell; each part is audited
 * with what it loaded and refused.
 */
@injectable()
export class ImportNonprofitDirectory {
  constructor(
    @inject(NONPROFIT_DIRECTORY_IMPORT) private readonly directory: NonprofitDirectoryImport,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    fileName: string,
    part: DirectoryImportPart,
  ): Promise<Result<DirectoryImportResult, UseCaseError<'REQUEST.INVALID'>>> {
    const header = (part.csv.split(/\r?\n/, 1)[0] ?? '')
      .replace(/^\uFEFF/, '')
      .split(',')
      .map((column) => column.trim().replace(/^"|"$/g, ''));
    const missing = EO_BMF_COLUMNS.filter((column) => !header.includes(column));
    if (missing.length > 0)
      return err(
        invalidInput({
          csv: `This is not an EO BMF extract: its first row lacks ${missing.join(', ')}.`,
        }),
      );
    const result = await this.directory.load(part);
    await this.audit.record(staff, 'directory.import', {
      subject: `${fileName} from line ${part.firstLine}: ${result.loaded} loaded, ${result.refused.length} refused`,
    });
    return ok(result);
  }
}

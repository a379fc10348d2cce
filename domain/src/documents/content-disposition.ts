/**
 * A Content-Disposition header that downloads the file under its name (documents.md 7.4).
 * Characters other than ASCII letters, digits, ".", "_" and "-" become "_", so the header
 * needs no quoting rules.
 */
export const contentDispositionAttachment = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

const decode = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/**
 * The file name a Content-Disposition header gives, preferring the RFC 6266 `filename*`
 * form; null when it names none (documents.md 7.4: "the file name is taken from the
 * content-disposition header").
 */
export const fileNameFromContentDisposition = (
  header: string | null | undefined,
): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  const fromExtended = extended ? decode((extended[2] as string).trim()) : null;
  if (fromExtended) return fromExtended;
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  if (!plain) return null;
  const name =
    plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : (plain[2] as string).trim();
  return name === '' ? null : name;
};

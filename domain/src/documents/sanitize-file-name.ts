// Latin-1 letters that do not decompose into a base letter and an accent.
const LATIN1_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
};

/**
 * One part of a download file name made safe for a file system and a Content-Disposition
 * header (documents.md 7.4): accents dropped (é → e), white space → "_", and every character
 * other than ASCII letters, digits, "_" and "-" removed.
 */
export const sanitizeFileNamePart = (value: string): string =>
  value
    .replace(/[ßæÆøØðÐþÞ]/g, (letter) => LATIN1_LETTERS[letter] as string)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .replace(/_{2,}/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '');

/** The file name with the .pdf extension, added once (documents.md 7.4). */
export const withPdfExtension = (fileName: string): string =>
  /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`;

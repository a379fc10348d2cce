import { inflateSync } from 'node:zlib';

/** The characters of WinAnsiEncoding that differ from Latin-1: curly quotes, dashes, bullet. */
const WIN_ANSI: Readonly<Record<string, string>> = {
  '\x91': '‘',
  '\x92': '’',
  '\x93': '“',
  '\x94': '”',
  '\x95': '•',
  '\x96': '–',
  '\x97': '—',
};

const decode = (array: string): string =>
  [...array.matchAll(/<([0-9a-fA-F]+)>|\(((?:\\.|[^\\)])*)\)/g)]
    .map((part) =>
      part[1] !== undefined ? Buffer.from(part[1], 'hex').toString('latin1') : (part[2] ?? ''),
    )
    .join('')
    .replace(/[\x91-\x97]/g, (code) => WIN_ANSI[code] ?? code);

/**
 * The text shown by a PDF drawn with the standard fonts: the strings of every content stream in
 * order, a space where the text moves to another line. Enough to read back what a document says
 * in tests, without a PDF library.
 */
export const pdfText = (pdf: Buffer): string =>
  pdfPages(pdf)
    .join(' ')
    .replace(/[ \t]+/g, ' ');

/** The text of each page (each content stream that shows text), in order. */
export const pdfPages = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/<<([^>]*?)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((match) => {
      const body = Buffer.from(match[2] ?? '', 'latin1');
      return streamText(
        match[1]?.includes('FlateDecode')
          ? inflateSync(body).toString('latin1')
          : body.toString('latin1'),
      );
    })
    .filter((page) => page.trim() !== '');

const streamText = (stream: string): string => {
  let text = '';
  let lastY: string | null = null;
  for (const token of stream.matchAll(
    /[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|\[(.*?)\]\s*TJ/g,
  )) {
    if (token[1] !== undefined) {
      if (lastY !== null && token[1] !== lastY && !/\s$/.test(text)) text += ' ';
      lastY = token[1];
    } else text += decode(token[2] ?? '');
  }
  return text.replace(/[ \t]+/g, ' ').trim();
};

/** Where the leftmost line of text starts on the first page, in points from the page's left edge. */
export const pdfLeftmostText = (pdf: Buffer): number => {
  const page = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((match) => match[1] ?? '')
    .find((stream) => / Tm/.test(stream));
  const lefts = [
    ...(page ?? '').matchAll(/[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) [\d.-]+ Tm/g),
  ].map((match) => Number(match[1]));
  return Math.min(...lefts);
};

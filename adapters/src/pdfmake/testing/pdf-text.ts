import { inflateSync } from 'node:zlib';

const decode = (array: string): string =>
  [...array.matchAll(/<([0-9a-fA-F]+)>|\(((?:\\.|[^\\)])*)\)/g)]
    .map((part) =>
      part[1] !== undefined ? Buffer.from(part[1], 'hex').toString('latin1') : (part[2] ?? ''),
    )
    .join('');

/**
 * The text shown by a PDF drawn with the standard fonts: the strings of every content stream in
 * order, a space where the text moves to another line. Enough to read back what a document says
 * in tests, without a PDF library.
 */
export const pdfText = (pdf: Buffer): string => {
  const source = pdf.toString('latin1');
  let text = '';
  let lastY: string | null = null;
  for (const match of source.matchAll(/<<([^>]*?)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const body = Buffer.from(match[2] ?? '', 'latin1');
    const stream = match[1]?.includes('FlateDecode')
      ? inflateSync(body).toString('latin1')
      : body.toString('latin1');
    for (const token of stream.matchAll(
      /[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|\[(.*?)\]\s*TJ/g,
    )) {
      if (token[1] !== undefined) {
        if (lastY !== null && token[1] !== lastY && !/\s$/.test(text)) text += ' ';
        lastY = token[1];
      } else text += decode(token[2] ?? '');
    }
  }
  return text.replace(/[ \t]+/g, ' ');
};

/**
 * The renderer's set-up: pdfmake on the standard Times face (no font file is parsed or embedded),
 * no URL or file access beyond the face names.
 */
const SET_UP = `
const workerData = JSON.parse(process.env.BEQUEST_RENDER_WORKER);
const parentPort = { on: (event, listener) => process.on(event, listener), postMessage: (message) => process.send(message) };
const pdfmake = require(workerData.pdfmake);
const Times = require(workerData.times);
const faces = new Set(Object.values(Times.Times));
pdfmake.setFonts(Times);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => faces.has(path));
`;

/**
 * Speed-ups, each a patch of pdfkit's or pdfmake's internals (pdfkit 0.19, pdfmake 0.3) that
 * changes no byte of a document: a test renders with and without them. A library upgrade must
 * re-run the PDF tests, which fail loudly if a patched class moves.
 */
const SPEED_UPS = `
// pdfkit parses a standard face's metrics file anew for every document, and looks kerning up by
// a string it builds for every pair of letters. The parsed metrics are read-only: each face is
// parsed once per worker, its kerning kept as a table of tables.
// It also reads that file from disk for every document: each face's text is read once.
const fs = require('node:fs');
const readFile = fs.readFileSync;
const metricsFiles = new Map();
fs.readFileSync = function (path, options) {
  if (typeof path !== 'string' || !path.endsWith('.afm')) return readFile.apply(this, arguments);
  if (!metricsFiles.has(path)) metricsFiles.set(path, readFile.call(this, path, options));
  return metricsFiles.get(path);
};
const PDFDocument = require(workerData.pdfkit);
const AFMFont = new PDFDocument().font('Times-Roman')._font.font.constructor;
const parseMetrics = AFMFont.prototype.parse;
const parsedMetrics = new Map();
AFMFont.prototype.parse = function (contents) {
  const parsed = parsedMetrics.get(contents);
  if (parsed) return Object.assign(this, parsed);
  parseMetrics.call(this, contents);
  const kerning = new Map();
  for (const [pair, value] of Object.entries(this.kernPairs)) {
    const [left, right] = pair.split('\\0');
    if (!kerning.has(left)) kerning.set(left, new Map());
    kerning.get(left).set(right, value);
  }
  const { attributes, glyphWidths, boundingBoxes, kernPairs } = this;
  parsedMetrics.set(contents, { attributes, glyphWidths, boundingBoxes, kernPairs, kerning });
  this.kerning = kerning;
};
AFMFont.prototype.getKernPair = function (left, right) {
  return this.kerning.get(left)?.get(right) ?? 0;
};
// pdfmake asks its style stack for some twenty properties of every word, and each question
// allocates closures and a Set: most of the garbage it makes. The same lookup, in the same order,
// without them; a style that extends others still goes through pdfmake's own.
const StyleStack = require(workerData.styleStack).default;
const lookUpExtended = StyleStack.prototype.getProperty;
const isValue = (value) => value !== undefined && value !== null;
StyleStack.prototype.getProperty = function (property) {
  const overrides = this.styleOverrides ?? [];
  for (let i = overrides.length - 1; i >= 0; i--) {
    const item = overrides[i];
    const style = typeof item === 'string' || item instanceof String ? this.styleDictionary[item] : item;
    if (!style) continue;
    if (style !== item && style.extends) return lookUpExtended.call(this, property);
    if (isValue(style[property])) return style[property];
  }
  return this.defaultStyle && this.defaultStyle[property];
};
StyleStack.getStyleProperty = function (item, stack, property, defaultValue) {
  if (isValue(item[property])) return item[property];
  if (!stack) return defaultValue;
  const pushed = stack.autopush(item);
  const value = stack.getProperty(property);
  if (pushed > 0) stack.pop(pushed);
  return isValue(value) ? value : defaultValue;
};
`;

/**
 * Renders each definition it is sent, its footer built from its template. A definition made of
 * instruments (a trust with its certification and pour-over wills) numbers each instrument's
 * pages on its own: each is laid out alone first to count its pages, which are the same in the
 * whole, since every instrument starts on a page of its own.
 */
const SERVE = `const footerOf = (template) => (page, pages) => ({
  columns: template.columns.map((column) => ({
    ...column,
    text: column.text.replace('{page}', String(page)).replace('{pages}', String(pages)),
  })),
  margin: template.margin,
  fontSize: template.fontSize,
});
const pagesOf = async (definition) => {
  let count = 0;
  await pdfmake.createPdf({ ...definition, footer: (page, pages) => ((count = pages), '') }).getBuffer();
  return count;
};
parentPort.on('message', async ({ id, definition }) => {
  try {
    const { footerTemplate, instruments, ...rest } = definition;
    if (footerTemplate) rest.footer = footerOf(footerTemplate);
    if (instruments) {
      const starts = [];
      let next = 1;
      for (const instrument of instruments) {
        const pages = await pagesOf({ ...rest, content: instrument.content });
        starts.push({ first: next, pages, footer: footerOf(instrument.footerTemplate) });
        next += pages;
      }
      rest.content = instruments.flatMap(({ content: [first, ...others] }, index) =>
        index === 0 ? [first, ...others] : [{ ...first, pageBreak: 'before' }, ...others],
      );
      rest.footer = (page) => {
        const at = starts.findLast((start) => start.first <= page);
        return at.footer(page - at.first + 1, at.pages);
      };
    }
    const buffer = await pdfmake.createPdf(rest).getBuffer();
    parentPort.postMessage({ id, buffer });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** The code a render worker process runs (ADR 0006). */
export const renderWorkerSource = (speedUps: boolean): string =>
  [SET_UP, speedUps ? SPEED_UPS : '', SERVE].join('\n');

// Render benchmark (issue: estate documents): a complete will of a married person with two
// children and three charities, by pdfmake on a worker thread, against the same content as HTML
// printed to PDF by a warm Chromium page reused for every document. Prints the median render
// time, pages, bytes and the ratio.
//
//   npm run build && npm run bench --workspace @bequest/adapters
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { EstatePlanSchema } = require('@bequest/domain');
const { PdfRenderPool, willDocument } = require('../dist/index.js');

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** Renders before timing, for each path: a server's renderer and browser page are warm. */
const WARM_UP = 10;
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../dist/testing/index.js');

const person = (first, last = 'Diaz') => ({ fullName: { first, middle: '', last } });
const plan = EstatePlanSchema.parse({
  randId: 'bench-will',
  planType: 'WILL',
  maritalStatus: 'MARRIED',
  spouse: person('Luis'),
  executors: [person('Luis'), person('Marta'), person('Sofia')],
  children: [
    { ...person('Marta'), birthDate: '2012-03-04' },
    { ...person('Sofia'), birthDate: '2016-09-21' },
  ],
  guardians: [person('Elena', 'Ruiz'), person('Tomas', 'Ruiz')],
  specificGifts: [{ description: 'my wedding ring', recipientName: 'Marta Diaz' }],
  funeralWishes: { disposition: 'burial', instructions: 'A simple service at St. Mary’s.' },
  hasNoContestClause: true,
  residuaryBeneficiaries: [
    { level: 'NUMBER_1', name: 'Luis Diaz', allocationPercent: 70 },
    { level: 'NUMBER_1', name: 'Harbor Food Bank', charitableGiftId: 'g1', allocationPercent: 10 },
    { level: 'NUMBER_1', name: 'River Conservancy', charitableGiftId: 'g2', allocationPercent: 10 },
    {
      level: 'NUMBER_1',
      name: 'City Library Foundation',
      charitableGiftId: 'g3',
      allocationPercent: 10,
    },
    { level: 'NUMBER_2', name: 'Marta Diaz', allocationPercent: 50 },
    { level: 'NUMBER_2', name: 'Sofia Diaz', allocationPercent: 50 },
  ],
  lastSectionCompleted: 'REVIEW',
});
const testator = {
  fullName: { first: 'Rosa', middle: 'M', last: 'Diaz' },
  state: 'TX',
  county: 'Travis',
  address: { line1: '1200 Congress Avenue', line2: null, city: 'Austin', postalCode: '78701' },
};
const DOCUMENT_DATE = new Date(Date.UTC(2026, 10, 25));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pagesOf = (pdf) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** The same document as HTML: every text of the pdfmake content, with its style. */
const htmlOf = (definition) => {
  const escape = (text) => String(text).replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const block = (item) => {
    if (typeof item === 'string') return `<p>${escape(item)}</p>`;
    if (item.stack) return `<div class="signature">${item.stack.map(block).join('')}</div>`;
    if (item.table) return item.table.body.flat().map(block).join('');
    const tag =
      item.style === 'title'
        ? 'h1'
        : item.style === 'subtitle'
          ? 'h2'
          : item.style === 'article'
            ? 'h3'
            : 'p';
    return `<${tag}${item.pageBreak ? ' style="break-before: page"' : ''}>${escape(item.text).replace(/\n/g, '<br>')}</${tag}>`;
  };
  return `<!doctype html><html><head><style>
    body { font-family: 'Times New Roman', Times, serif; font-size: 11.5pt; line-height: 1.25; }
    h1, h2 { text-align: center; } h3 { font-size: 11.5pt; margin: 14pt 0 6pt; } p { text-align: justify; }
    .signature { margin-top: 22pt; }
  </style></head><body>${definition.content.map(block).join('')}</body></html>`;
};

const pool = new PdfRenderPool(1);
const definition = willDocument(plan, testator, DOCUMENT_DATE);
for (let run = 0; run < WARM_UP; run += 1) await pool.render(definition);
const pdfmakeTimes = [];
let pdf;
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  pdf = await pool.render(willDocument(plan, testator, DOCUMENT_DATE));
  pdfmakeTimes.push(performance.now() - started);
}
await pool.close();

const lines = [
  `Will of a married person, two children, three charities (${RUNS} renders each):`,
  `  pdfmake (worker process, standard Times face): median ${median(pdfmakeTimes).toFixed(1)} ms, ${pagesOf(pdf)} pages, ${pdf.length} bytes`,
];

try {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  const html = htmlOf(definition);
  for (let run = 0; run < WARM_UP; run += 1) {
    await page.setContent(html);
    await page.pdf({ format: 'Letter' });
  }
  const chromiumTimes = [];
  let chromiumPdf;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await page.setContent(htmlOf(willDocument(plan, testator, DOCUMENT_DATE)));
    chromiumPdf = await page.pdf({
      format: 'Letter',
      margin: { top: '1in', bottom: '1in', left: '1in', right: '1in' },
    });
    chromiumTimes.push(performance.now() - started);
  }
  await browser.close();
  lines.push(
    `  Chromium (warm page, HTML to PDF): median ${median(chromiumTimes).toFixed(1)} ms, ${pagesOf(Buffer.from(chromiumPdf))} pages, ${chromiumPdf.length} bytes`,
    `  pdfmake is ${(median(chromiumTimes) / median(pdfmakeTimes)).toFixed(1)}x faster (target: at least 4x)`,
  );
} catch (error) {
  lines.push(`  Chromium not measured: ${error.message.split('\n')[0]} (set CHROMIUM_PATH)`);
}
console.log(lines.join('\n'));

// Which licenses the product's runtime dependencies may carry (docs/dependencies.md).
// Only the dependencies that ship, the SBOM's (`npm run sbom`: the lockfile without dev
// dependencies, every platform's optional build included); build and test tools are not checked.

/** Permissive licenses, by SPDX id: use, change and ship with a notice, no source to publish. */
export const ALLOWED = [
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'Python-2.0',
  'Unlicense',
];

/**
 * Each dependency allowed although its declared license is not on the list: the package, the
 * license it declares (null: none declared), the versions read (null: any), and why.
 * MPL-2.0, LGPL and the GPL family are not allowed: one of them needs its own entry here.
 */
export const EXCEPTIONS = [
  {
    name: '@fontsource-variable/inter',
    license: 'OFL-1.1',
    versions: null,
    reason:
      'the Inter typeface, served to browsers as font files; the SIL Open Font License allows bundling and serving a font with any software, only the font itself may not be sold alone',
  },
  {
    name: 'png-js',
    license: null,
    versions: ['1.1.0'],
    reason:
      "pdfkit's PNG decoder (through pdfmake); its package.json declares no license, its LICENSE file is MIT (read for 1.1.0; a new version is read again)",
  },
  {
    name: 'css-mediaquery',
    license: null,
    versions: ['0.1.2'],
    reason:
      'react-admin\'s media-query parser (through ra-ui-materialui), in the staff console only; its package.json says "BSD", not an SPDX id, and its LICENSE file is the 3-clause BSD license (read for 0.1.2; a new version is read again)',
  },
];

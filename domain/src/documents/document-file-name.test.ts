import {
  DOCUMENT_FILE_NAME_TITLES,
  documentFileName,
  type DocumentFileNameInput,
  JOINT_TRUST_FILE_NAME_TITLE,
  OTHER_DOCUMENT_FILE_NAME_TITLE,
} from './document-file-name';
import { sanitizeFileNamePart, withPdfExtension } from './sanitize-file-name';

const jane = { first: 'Jane', middle: 'Q', last: 'Doe' };
const john = { first: 'John', last: 'Roe' };

describe('documents.md 7.4 download file names', () => {
  it('ends each name with the title of the specification', () => {
    expect(DOCUMENT_FILE_NAME_TITLES).toEqual({
      DFPOA: 'Durable_Financial_Power_of_Attorney',
      AHCD: 'Advance_Healthcare_Directive',
      WILL: 'Last_Will_and_Testament',
      RLT: 'Revocable_Living_Trust_with_Pour_Over_Will',
    });
    expect(JOINT_TRUST_FILE_NAME_TITLE).toBe(`${DOCUMENT_FILE_NAME_TITLES.RLT}s`);
    expect(OTHER_DOCUMENT_FILE_NAME_TITLE).toBe('document');
  });

  it.each<[string, DocumentFileNameInput, string]>([
    ['DFPOA', { product: 'DFPOA', owner: jane }, 'Doe_Jane_Durable_Financial_Power_of_Attorney'],
    ['AHCD', { product: 'AHCD', owner: jane }, 'Doe_Jane_Advance_Healthcare_Directive'],
    ['WILL', { product: 'WILL', owner: jane }, 'Doe_Jane_Last_Will_and_Testament'],
    ['RLT', { product: 'RLT', owner: jane }, 'Doe_Jane_Revocable_Living_Trust_with_Pour_Over_Will'],
    [
      'RLT, no partner',
      { product: 'RLT', owner: jane, jointPartner: null },
      'Doe_Jane_Revocable_Living_Trust_with_Pour_Over_Will',
    ],
    [
      'joint RLT: both names and "Wills"',
      { product: 'RLT', owner: jane, jointPartner: john },
      'Doe_Jane_and_Roe_John_Revocable_Living_Trust_with_Pour_Over_Wills',
    ],
    [
      'joint RLT with a nameless partner',
      { product: 'RLT', owner: jane, jointPartner: { first: ' ', last: null } },
      'Doe_Jane_Revocable_Living_Trust_with_Pour_Over_Wills',
    ],
    [
      'a partner on a will is ignored',
      { product: 'WILL', owner: jane, jointPartner: john },
      'Doe_Jane_Last_Will_and_Testament',
    ],
    ['any other document', { product: 'NONPROBATE_PLANS', owner: jane }, 'Doe_Jane_document'],
    [
      'an inherited name is not a product',
      { product: 'toString', owner: jane },
      'Doe_Jane_document',
    ],
    [
      'names with spaces, accents and punctuation',
      { product: 'WILL', owner: { first: 'María José', last: "O'Brien-Núñez Jr." } },
      'OBrien-Nunez_Jr_Maria_Jose_Last_Will_and_Testament',
    ],
    [
      'a missing first name',
      { product: 'AHCD', owner: { last: 'Doe' } },
      'Doe_Advance_Healthcare_Directive',
    ],
    ['no name at all', { product: 'DFPOA', owner: {} }, 'Durable_Financial_Power_of_Attorney'],
  ])('%s', (_case, input, expected) => {
    expect(documentFileName(input)).toBe(expected);
  });
});

describe('documents.md 7.4 safe file-name characters', () => {
  it.each([
    ['Mary Ann', 'Mary_Ann'],
    ['  Mary \t Ann  ', 'Mary_Ann'],
    ['Zoë', 'Zoe'],
    ['Ångström', 'Angstrom'],
    ['Strauß', 'Strauss'],
    ['Æsa Øye Þór Ðan', 'AEsa_Oye_Thor_Dan'],
    ['Smith-Jones', 'Smith-Jones'],
    ['a"b;c\\d/e:f*g?h<i>j|k', 'abcdefghijk'],
    ['x\r\ny', 'x_y'],
    ['Li 李', 'Li'],
    ['_-Ann-_', 'Ann'],
    ['St. John', 'St_John'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(sanitizeFileNamePart(value)).toBe(expected);
  });

  it.each([
    ['Doe_Jane_Last_Will_and_Testament', 'Doe_Jane_Last_Will_and_Testament.pdf'],
    ['Doe_Jane_document.pdf', 'Doe_Jane_document.pdf'],
    ['Doe_Jane_document.PDF', 'Doe_Jane_document.PDF'],
    ['Doe_Jane_pdf', 'Doe_Jane_pdf.pdf'],
  ])('withPdfExtension(%j) is %j', (name, expected) => {
    expect(withPdfExtension(name)).toBe(expected);
  });
});

import {
  contentDispositionAttachment,
  fileNameFromContentDisposition,
} from './content-disposition';

describe('documents.md 7.4 the file name travels in the content-disposition header', () => {
  it.each([
    [
      'Doe_Jane_Last_Will_and_Testament.pdf',
      'attachment; filename="Doe_Jane_Last_Will_and_Testament.pdf"',
    ],
    ['a "quoted"; name.pdf', 'attachment; filename="a__quoted___name.pdf"'],
  ])('contentDispositionAttachment(%j) is %j', (fileName, header) => {
    expect(contentDispositionAttachment(fileName)).toBe(header);
  });

  it.each([
    ['attachment; filename="Doe_Jane_document.pdf"', 'Doe_Jane_document.pdf'],
    ['attachment; filename=Doe_Jane_document.pdf', 'Doe_Jane_document.pdf'],
    ['attachment; filename=Doe_Jane_document.pdf; size=10', 'Doe_Jane_document.pdf'],
    ['attachment; filename="a \\"b\\".pdf"', 'a "b".pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'Zo%C3%AB_will.pdf', 'Zoë_will.pdf'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.pdf"', 'fallback.pdf'],
    ["attachment; FILENAME*=utf-8'en'plain.pdf", 'plain.pdf'],
    ['attachment; filename=""', null],
    ['attachment', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('fileNameFromContentDisposition(%j) is %j', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it('reads back the header it writes', () => {
    const header = contentDispositionAttachment(
      'Doe_Jane_and_Roe_John_Revocable_Living_Trust_with_Pour_Over_Wills.pdf',
    );
    expect(fileNameFromContentDisposition(header)).toBe(
      'Doe_Jane_and_Roe_John_Revocable_Living_Trust_with_Pour_Over_Wills.pdf',
    );
  });
});

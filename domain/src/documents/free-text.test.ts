import { asSentence, inSentence } from './free-text';

describe('a person’s free text inside the documents’ sentences (issue 18)', () => {
  it.each([
    ['My grandmother’s ring', 'my grandmother’s ring'],
    ['  The piano in the hall. ', 'the piano in the hall'],
    ['ALL my tools', 'ALL my tools'],
    ['A gold watch', 'a gold watch'],
    ['Grandma’s quilt', 'Grandma’s quilt'],
    ['IBM shares', 'IBM shares'],
    ['my Steinway Piano', 'my Steinway Piano'],
    ['Theodore’s books', 'Theodore’s books'],
  ])('“%s” continues a sentence as “%s”', (typed, placed) => {
    expect(inSentence(typed)).toBe(placed);
  });

  it.each([
    ['scatter my ashes at Lake Travis', 'Scatter my ashes at Lake Travis.'],
    ['No flowers, please!', 'No flowers, please!'],
    ['  ', ''],
  ])('“%s” stands alone as “%s”', (typed, sentence) => {
    expect(asSentence(typed)).toBe(sentence);
  });
});

import { pickPressMentions, PRESS_MENTIONS_FIELD } from './press-mentions';

describe('the home page’s media mentions (platform-core.md 2.5)', () => {
  const mention = {
    outlet: 'Harbor Daily',
    logoUrl: 'https://cdn.example/harbor-daily.svg',
    articleUrl: 'https://harbordaily.example/free-wills',
  };

  it('are the published list, without entries that are not mentions', () => {
    expect(
      pickPressMentions([
        { fieldName: 'WILLS_CREATED', fieldValues: '602K+' },
        {
          fieldName: PRESS_MENTIONS_FIELD,
          fieldValues: [
            mention,
            { ...mention, outlet: ' ' },
            { ...mention, logoUrl: 'http://cdn.example/plain.svg' },
            { ...mention, articleUrl: '//elsewhere.example' },
            { ...mention, outlet: 'Local Radio', logoUrl: '/press/local-radio.png' },
            'Harbor Daily',
          ],
        },
      ]),
    ).toEqual([mention, { ...mention, outlet: 'Local Radio', logoUrl: '/press/local-radio.png' }]);
  });

  it.each([[undefined], [null], [[]], [[{ fieldName: PRESS_MENTIONS_FIELD, fieldValues: 'x' }]]])(
    'are none when nothing is published (%j)',
    (stats) => {
      expect(pickPressMentions(stats)).toEqual([]);
    },
  );
});

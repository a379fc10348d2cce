import { displayFirstName, type FirstNameSource, legalFirstName } from './display-first-name';

describe('platform-core.md 3, documents.md 2.6 display first name = preferred name, else first name', () => {
  it.each<[string, FirstNameSource, string, string]>([
    [
      'preferred name first',
      { preferredName: 'Liz', fullName: { first: 'Elizabeth' } },
      'Liz',
      'Elizabeth',
    ],
    [
      'blank preferred name',
      { preferredName: '  ', fullName: { first: 'Elizabeth' } },
      'Elizabeth',
      'Elizabeth',
    ],
    ['null preferred name', { preferredName: null, first_name: 'Ana' }, 'Ana', 'Ana'],
    ['fullName.first', { fullName: { first: ' Maria ' } }, 'Maria', 'Maria'],
    ['first_name', { fullName: { first: '' }, first_name: 'José' }, 'José', 'José'],
    ['name object', { fullName: null, name: { first: 'Kai' } }, 'Kai', 'Kai'],
    ['name string', { name: 'Jean Paul Sartre' }, 'Jean', 'Jean'],
    ['blank name string', { name: '   ' }, '', ''],
    ['name object without first', { name: { first: null } }, '', ''],
    ['nothing', {}, '', ''],
  ])('%s', (_case, profile, display, legal) => {
    expect(displayFirstName(profile)).toBe(display);
    expect(legalFirstName(profile)).toBe(legal);
  });
});

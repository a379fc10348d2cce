import {
  displayFirstName,
  type FirstNameSource,
  householdDisplayName,
  legalFirstName,
} from './display-first-name';

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

describe('the household display name (platform-core.md 2.11)', () => {
  it('greets one person by their display first name', () => {
    expect(householdDisplayName({ fullName: { first: 'Ana' } }, null)).toBe('Ana');
  });

  it('greets a household as "Owner & Second"', () => {
    expect(
      householdDisplayName(
        { fullName: { first: 'Ana' } },
        { preferredName: 'Benny', fullName: { first: 'Benjamin' } },
      ),
    ).toBe('Ana & Benny');
  });

  it('leaves out a member without a name', () => {
    expect(householdDisplayName({ fullName: { first: 'Ana' } }, { fullName: { first: ' ' } })).toBe(
      'Ana',
    );
  });
});

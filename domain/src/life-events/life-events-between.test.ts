import type { MaritalStatus } from '../profiles/marital-status';
import { lifeEventsBetween, type LifeEventFields } from './life-events-between';

const profile = (
  administrativeArea: string | null,
  maritalStatus: MaritalStatus | null,
): LifeEventFields => ({ administrativeArea, maritalStatus });

describe('lifeEventsBetween', () => {
  it.each([
    [
      'a move from one state to another',
      profile('CA', 'SINGLE'),
      profile('TX', 'SINGLE'),
      [{ kind: 'MOVED_STATE', from: 'CA', to: 'TX' }],
    ],
    ['the same state in another spelling', profile('ca ', 'SINGLE'), profile('CA', 'SINGLE'), []],
    ['a state answered for the first time', profile(null, 'SINGLE'), profile('TX', 'SINGLE'), []],
    ['a state cleared', profile('CA', 'SINGLE'), profile(null, 'SINGLE'), []],
    ['a blank state', profile('  ', 'SINGLE'), profile('TX', 'SINGLE'), []],
    [
      'single to married',
      profile('CA', 'SINGLE'),
      profile('CA', 'MARRIED'),
      [{ kind: 'MARRIED', from: 'SINGLE', to: 'MARRIED' }],
    ],
    [
      'single to a domestic partnership',
      profile('CA', 'SINGLE'),
      profile('CA', 'DOMESTIC_PARTNERSHIP'),
      [{ kind: 'MARRIED', from: 'SINGLE', to: 'DOMESTIC_PARTNERSHIP' }],
    ],
    [
      'a domestic partnership to married',
      profile('CA', 'DOMESTIC_PARTNERSHIP'),
      profile('CA', 'MARRIED'),
      [{ kind: 'MARRIED', from: 'DOMESTIC_PARTNERSHIP', to: 'MARRIED' }],
    ],
    [
      'married to single',
      profile('CA', 'MARRIED'),
      profile('CA', 'SINGLE'),
      [{ kind: 'MARRIAGE_ENDED', from: 'MARRIED' }],
    ],
    [
      'a domestic partnership to single',
      profile('CA', 'DOMESTIC_PARTNERSHIP'),
      profile('CA', 'SINGLE'),
      [{ kind: 'MARRIAGE_ENDED', from: 'DOMESTIC_PARTNERSHIP' }],
    ],
    [
      'a marital status answered for the first time',
      profile('CA', null),
      profile('CA', 'MARRIED'),
      [],
    ],
    ['a marital status cleared', profile('CA', 'MARRIED'), profile('CA', null), []],
    ['nothing changed', profile('CA', 'MARRIED'), profile('CA', 'MARRIED'), []],
    [
      'a move and a divorce at once',
      profile('NY', 'MARRIED'),
      profile('FL', 'SINGLE'),
      [
        { kind: 'MOVED_STATE', from: 'NY', to: 'FL' },
        { kind: 'MARRIAGE_ENDED', from: 'MARRIED' },
      ],
    ],
  ] as const)('%s', (_case, previous, next, expected) => {
    expect(lifeEventsBetween(previous, next)).toEqual(expected);
  });
});

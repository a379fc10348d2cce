import {
  classifyEnvironment,
  DEPLOYMENT_ENVIRONMENTS,
  ENVIRONMENT_KINDS,
  EnvironmentKindSchema,
  isProductionEnvironment,
} from './environments';

describe('platform-core.md 9 environments', () => {
  it('names the deployments and the kinds', () => {
    expect(DEPLOYMENT_ENVIRONMENTS).toEqual(['production', 'uat', 'qa', 'ephemeral-*', 'local']);
    expect(ENVIRONMENT_KINDS).toEqual([
      'development',
      'staging',
      'production',
      'ephemeral',
      'unknown',
    ]);
    expect(EnvironmentKindSchema.safeParse('uat').success).toBe(false);
  });

  it.each([
    ['production', 'production'],
    ['PRODUCTION', 'production'],
    ['uat', 'staging'],
    ['qa', 'staging'],
    ['staging', 'staging'],
    ['test', 'staging'],
    ['demo', 'staging'],
    ['ephemeral-pr-123', 'ephemeral'],
    ['ephemeral', 'ephemeral'],
    ['ephemeral-', 'unknown'],
    ['local', 'development'],
    [' development ', 'development'],
    ['prod', 'unknown'],
    ['constructor', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ])('classifies %j as %s', (name, kind) => {
    expect(classifyEnvironment(name)).toBe(kind);
    expect(EnvironmentKindSchema.parse(kind)).toBe(kind);
    expect(isProductionEnvironment(name)).toBe(kind === 'production');
  });
});

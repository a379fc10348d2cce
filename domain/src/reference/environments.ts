import { z } from 'zod';

/** Deployment environment names (platform-core.md 9); ephemeral ones are named `ephemeral-<id>`. */
export const DEPLOYMENT_ENVIRONMENTS = ['production', 'uat', 'qa', 'ephemeral-*', 'local'] as const;

/** The kinds every environment name is classified into (platform-core.md 9). */
export const ENVIRONMENT_KINDS = [
  'development',
  'staging',
  'production',
  'ephemeral',
  'unknown',
] as const;
export type EnvironmentKind = (typeof ENVIRONMENT_KINDS)[number];
export const EnvironmentKindSchema = z.enum(ENVIRONMENT_KINDS);

const KIND_BY_NAME: Readonly<Record<string, EnvironmentKind>> = {
  production: 'production',
  uat: 'staging',
  qa: 'staging',
  staging: 'staging',
  // The tenants' test and demo environments (DECISIONS.md "Names") are pre-production too.
  test: 'staging',
  demo: 'staging',
  ephemeral: 'ephemeral',
  local: 'development',
  development: 'development',
};

/** The kind of an environment name, case-insensitive; `ephemeral-*` is ephemeral (platform-core.md 9). */
export const classifyEnvironment = (name: string | null | undefined): EnvironmentKind => {
  const normalized = (name ?? '').trim().toLowerCase();
  if (/^ephemeral-[a-z0-9][a-z0-9-]*$/.test(normalized)) return 'ephemeral';
  return Object.hasOwn(KIND_BY_NAME, normalized)
    ? (KIND_BY_NAME[normalized] as EnvironmentKind)
    : 'unknown';
};

/** True only for the production environment (platform-core.md 2.1: overrides work outside production). */
export const isProductionEnvironment = (name: string | null | undefined): boolean =>
  classifyEnvironment(name) === 'production';

/**
 * `@bequest/sdk`, what a partner firm installs: the typed client and the contract it speaks.
 * The domain's rules are at `@bequest/sdk/rules`; `@bequest/sdk/app` is for Bequest's own apps.
 *
 * @packageDocumentation
 * @module @bequest/sdk
 */
export * from './contract';
export * from './client';

import { TESTATOR_NAME_PLACEHOLDER } from './tenant-configuration';

/** The nominee notification's additional help text with {testatorName} filled in (documents.md 2.7). */
export const fillNomineeHelpText = (template: string, testatorName: string): string =>
  template.split(TESTATOR_NAME_PLACEHOLDER).join(testatorName);

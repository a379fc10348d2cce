/**
 * The title and description every /qcd page shares (platform-core.md 2.2, giving 2.6): the
 * information page at /qcd and each page of the QCD flow.
 */
export const QCD_HEAD = {
  title: 'Qualified Charitable Distributions (QCDs)',
  description:
    'From age 70½ you can give to charity straight from your IRA, tax-free, and count the gift toward your required minimum distribution.',
} as const;

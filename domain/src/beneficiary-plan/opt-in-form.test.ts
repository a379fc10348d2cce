import { OptInFormSchema, optInFormOf } from './opt-in-form';

describe('the opt-in preferences (giving 2.4, 4.7, 5.4)', () => {
  it('needs one of the two answers', () => {
    const unanswered = OptInFormSchema.safeParse(optInFormOf(null));
    expect(unanswered.error?.issues.map((issue) => issue.message)).toEqual([
      'Please select a response to continue.',
    ]);
  });

  it.each([
    [true, 'yes'],
    [false, 'no'],
  ] as const)('reads %s as %s and back', (hasPermissionToShareInfo, share) => {
    expect(optInFormOf(hasPermissionToShareInfo)).toEqual({ share });
    expect(OptInFormSchema.parse({ share })).toEqual({ hasPermissionToShareInfo });
  });
});

import { attorneyConsultBannerCopy } from './attorney-consult-banner-copy';

describe('the attorney-consultation banner copy by arm (documents.md 2.9, ADR 0023)', () => {
  it.each([
    [null, 'Talk to a licensed attorney in Oregon about your estate plan.'],
    ['talk_to_attorney', 'Talk to a licensed attorney in Oregon about your estate plan.'],
    [
      'questions_answered',
      'Questions about your estate plan? A licensed attorney in Oregon can answer them.',
    ],
  ])('banner_copy %j reads %j', (bannerCopy, text) => {
    expect(attorneyConsultBannerCopy('Oregon', bannerCopy)).toBe(text);
  });
});

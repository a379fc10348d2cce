import { attorneyConsultBannerText } from '../eligibility/attorney-consult';

/**
 * The attorney-consultation banner's copy by the banner_copy parameter of the
 * attorney_consult_banner_copy experiment (documents.md 2.9, ADR 0023): the specification's
 * sentence in the control arm and outside the experiment, a question-led sentence in the other.
 */
export const attorneyConsultBannerCopy = (
  stateName: string,
  bannerCopy: boolean | string | null | undefined,
): string =>
  bannerCopy === 'questions_answered'
    ? `Questions about your estate plan? A licensed attorney in ${stateName} can answer them.`
    : attorneyConsultBannerText(stateName);

/** A question people ask about their account, and its answer in plain words. */
export interface HelpQuestion {
  readonly question: string;
  readonly answer: string;
}

const SIGNING: HelpQuestion = {
  question: 'How do I sign my documents?',
  answer:
    'Your documents take effect only once you sign them the way your state requires. When a document is finished, open the menu (⋯) beside it on your account page and choose “View next steps” for the signing steps of your state. A will is signed in front of two adult witnesses who inherit nothing under it, and some states also ask for a notary; a living trust is signed in front of a notary. Once you have signed, tick “Signed or notarized” in the same menu so your account keeps track.',
};

const CHANGING: HelpQuestion = {
  question: 'How do I change a document after I have signed it?',
  answer:
    'Open it from your account page with “View/Edit”, change your answers, then print or download the new version. The changes count only once you sign the new version the same way you signed the first one. The newest signed version replaces the earlier ones, so keep it with your important papers and let the people you named know where it is.',
};

const SHARING_BY_EMAIL: HelpQuestion = {
  question: 'How do I share my plan with the people I named?',
  answer:
    'When your will or trust is finished, its “View next steps” page has “Tell the people you named”. Choose who to tell, and we send each of them a short e-mail saying that you named them and what the role means. We do not send them your documents: to give someone a copy, download or print it from the document’s menu on your account page, and tell your executor or trustee where your signed originals are.',
};

const SHARING_IN_PERSON: HelpQuestion = {
  question: 'How do I share my plan with the people I named?',
  answer:
    'Tell them yourself: let each person know the role you gave them and where your signed originals are kept. To give someone a copy, download or print it from the document’s menu on your account page.',
};

/** The common questions of the help page; sharing depends on whether the tenant e-mails nominees. */
export const accountHelpQuestions = (nomineeSharing: boolean): readonly HelpQuestion[] => [
  SIGNING,
  CHANGING,
  nomineeSharing ? SHARING_BY_EMAIL : SHARING_IN_PERSON,
];

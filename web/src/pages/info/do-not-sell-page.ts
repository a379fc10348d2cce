import type { InfoPage } from './info-page';

/** /do-not-sell, served only while FW_DO_NOT_SELL_PAGE is on (platform-core.md 2.2). */
export const doNotSellPage: InfoPage = {
  title: 'Do Not Sell or Share My Personal Information',
  description:
    'Bequest does not sell or share your personal information. How to record an opt-out all the same.',
  heading: 'Do Not Sell or Share My Personal Information',
  flag: 'FW_DO_NOT_SELL_PAGE',
  sections: [
    {
      heading: 'We do not sell or share it',
      paragraphs: [
        'Bequest does not sell personal information, and does not share it for cross-context behavioral advertising, which is the sharing that state privacy laws such as California’s let you refuse. A nonprofit hears about a gift only if you agree to tell it, and that is your own choice each time, not a sale.',
        'A Global Privacy Control signal from your browser is honored as your choice below: nothing is counted from that browser.',
      ],
    },
    {
      heading: 'Product analytics',
      paragraphs: [
        'To improve Bequest we count what people do in it, for example that a will was started, downloaded or e-mailed. We count by your account number, or by a random number kept in your browser when you are not signed in; never by your name, e-mail address or birth date. Where we use an analytics service, it processes these counts for us only.',
        'You can turn this off. Your choice is kept in this browser and, when you are signed in, on your account, so it follows you to your other devices. A browser that sends Do Not Track or Global Privacy Control is never counted.',
      ],
      control: 'analytics-choice',
    },
    {
      heading: 'Recording your choice all the same',
      paragraphs: [
        'If you would like a record that you have opted out, so that it would stand if our practices ever changed, write to help@bequest.example, from the e-mail address of your account if you have one, and say “Do not sell or share my personal information”. You need not give a reason or prove who you are for this request, and we confirm it within 15 business days.',
      ],
    },
    {
      heading: 'Your other rights',
      paragraphs: [
        [
          'What we keep, why, and who may see it is set out in our ',
          { text: 'Privacy Notice', to: '/privacy' },
          '. The rights that your state’s law may give you, and how to use them, are in our ',
          { text: 'USA Online Privacy Notice', to: '/usa-online-privacy-notice' },
          '.',
        ],
      ],
    },
  ],
};

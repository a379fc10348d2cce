import type { MailTemplate } from '@bequest/application';
import type { TenantConfiguration } from '@bequest/domain';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The tenant's template id (platform-core.md 3 "email"), sent as a header for tracing. */
  readonly templateId: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const COPY: Record<
  MailTemplate,
  (
    brand: string,
    values: Readonly<Record<string, string>>,
  ) => { subject: string; lines: string[]; action: string }
> = {
  verify_email: (brand) => ({
    subject: `Verify your e-mail address for ${brand}`,
    lines: ['Please confirm that this is your e-mail address. The link works for 7 days.'],
    action: 'Verify my e-mail',
  }),
  password_reset: (brand) => ({
    subject: `Reset your ${brand} password`,
    lines: [
      'Someone asked to reset the password of your account. If it was you, choose a new password within an hour.',
      'If it was not you, you can ignore this e-mail: your password stays the same.',
    ],
    action: 'Choose a new password',
  }),
  account_exists: (brand) => ({
    subject: `Someone tried to create a ${brand} account with your e-mail`,
    lines: [
      `Someone tried to create a ${brand} account with this e-mail address, which already has one. If it was you, log in, or choose a new password with the link below within an hour.`,
      'If it was not you, you can ignore this e-mail: nothing about your account has changed.',
    ],
    action: 'Choose a new password',
  }),
  document: (brand, values) => ({
    subject: `Your ${values.documentTitle ?? 'document'} from ${brand}`,
    lines: [
      `Your ${values.documentTitle ?? 'document'} is attached as a PDF. Print it, then sign it as its instructions say: until it is signed, witnessed and notarized where the law requires, it is not in effect.`,
    ],
    action: 'Open your account',
  }),
  nominee_notification: (brand, values) => ({
    subject: `${values.testatorName ?? 'Someone'} named you in their estate plan`,
    lines: [
      `Hi ${values.nomineeName ?? ''}, ${values.testatorName ?? 'someone'} has named you${values.role ? ` as ${values.role}` : ''} in the estate plan they made with ${brand}. You do not need to do anything now; they wanted you to know, and to know where to find out what the role means.`,
      ...(values.helpText ? [values.helpText] : []),
    ],
    action: 'Learn what this means',
  }),
  advisor_plan_complete: (brand, values) => ({
    subject: `${values.clientName ?? 'Your client'} has completed their estate plan`,
    lines: [
      `${values.clientName ?? 'Your client'} has finished every document of their ${values.planName ?? 'estate plan'} on ${brand}'s estate planning experience.`,
      'They can now review the documents with an Estate Planning Strategist and have them printed and mailed for signing. You may want to reach out to them about next steps.',
    ],
    action: 'Open the estate planning experience',
  }),
  stock_gift_started: (brand, values) => ({
    subject: `Your gift of stock to ${values.nonprofitName ?? 'a nonprofit'}`,
    lines: [
      `Thank you for starting a gift of stock to ${values.nonprofitName ?? 'a nonprofit'} with ${brand}. Use the link below to come back to your gift; keep it to yourself, as it opens your gift without a password.`,
    ],
    action: 'Continue my gift',
  }),
  stock_gift_submitted: (_brand, values) => ({
    subject: `Your signed letter for your gift to ${values.nonprofitName ?? 'a nonprofit'}`,
    lines: [
      `You signed the letter of authorization for your gift of ${values.gift ?? 'shares'} to ${values.nonprofitName ?? 'the nonprofit'}. It is attached as a PDF.`,
      'Send it to the brokerage that holds your shares (or give it to your financial advisor) so they can transfer the shares. The nonprofit will confirm when the shares arrive, and we will e-mail you its acknowledgement for your taxes.',
    ],
    action: 'See my gift',
  }),
  stock_gift_advisor: (brand, values) => ({
    subject: `${values.donorName ?? 'Your client'} asks you to transfer shares to ${values.nonprofitName ?? 'a nonprofit'}`,
    lines: [
      `Hi ${values.advisorName ?? ''}, ${values.donorName ?? 'your client'} is giving ${values.gift ?? 'shares'} to ${values.nonprofitName ?? 'a nonprofit'} and asked ${brand} to send you the transfer instructions, which they signed. Their letter of authorization is attached, with the nonprofit's receiving account and DTC number.`,
    ],
    action: '',
  }),
  stock_gift_incoming: (brand, values) => ({
    subject: `A gift of stock is on its way to ${values.nonprofitName ?? 'your organization'}`,
    lines: [
      `${values.donorName ?? 'A donor'} signed a letter of authorization on ${brand} to transfer ${values.gift ?? 'shares'} to ${values.nonprofitName ?? 'your organization'}.`,
      'When the shares arrive in your account, please confirm the day they arrived with the link below; the donor will receive your acknowledgement for their taxes.',
    ],
    action: 'Confirm the shares arrived',
  }),
  stock_gift_received: (_brand, values) => ({
    subject: `${values.nonprofitName ?? 'The nonprofit'} received your gift of stock`,
    lines: [
      `${values.nonprofitName ?? 'The nonprofit'} confirmed that your gift of ${values.gift ?? 'shares'} arrived on ${values.receivedOn ?? 'the day shown'}. Its acknowledgement is attached as a PDF: keep it with your tax records.`,
    ],
    action: '',
  }),
  qcd_submitted: (_brand, values) => ({
    subject: `Your letter to ${values.custodianName ?? 'your IRA custodian'} for your gift to ${values.nonprofitName ?? 'a charity'}`,
    lines: [
      `Your qualified charitable distribution of ${values.amount ?? 'the amount you chose'} from your IRA to ${values.nonprofitName ?? 'the charity'}, planned for ${values.distributionDate ?? 'the day you chose'}, is ready. Your letter of instruction to ${values.custodianName ?? 'your IRA custodian'} is attached as a PDF.`,
      'Print it, sign it and send it to your custodian in time for the distribution; many custodians also ask for a form of their own. The check must be made payable to the charity, not to you, for the distribution to qualify. Keep a copy with your tax records.',
    ],
    action: 'See my distribution',
  }),
  daf_grant_submitted: (_brand, values) => ({
    subject: `Your grant recommendation to ${values.nonprofitName ?? 'a charity'}`,
    lines: [
      `Your recommendation that ${values.sponsorName ?? 'your sponsor'} grant ${values.amount ?? 'the amount you chose'} from ${values.fundName ?? 'your fund'} to ${values.nonprofitName ?? 'the charity'} is attached as a PDF.`,
      `Send it to ${values.sponsorName ?? 'your sponsor'}, or enter the same grant in your account with them: the sponsor decides each grant and may decline one that does not follow its grant rules.`,
    ],
    action: 'See my grants',
  }),
  print_mail_mailed: (brand, values) => ({
    subject: `Your printed documents from ${brand} are in the mail`,
    lines: [
      `We printed your ${values.documents ?? 'documents'} and mailed them to you${values.city ? ` in ${values.city}` : ''}. They should arrive within a few business days.`,
      'When they arrive, sign them as their instructions say: until they are signed, witnessed and notarized where the law requires, they are not in effect.',
    ],
    action: '',
  }),
  attorney_consult_referred: (brand, values) => ({
    subject: `A licensed attorney in ${values.state ?? 'your state'} will contact you`,
    lines: [
      `${brand} sent your request for an attorney consultation, with the contact details you allowed us to share, to ${values.attorney ?? 'a licensed attorney'}. The attorney will e-mail you to schedule the call, typically within 3 business days.`,
      'The consultation is 30 minutes, and you pay the attorney directly.',
    ],
    action: '',
  }),
  attorney_drafted_matched: (brand, values) => ({
    subject: `${brand} matched you with an attorney in ${values.state ?? 'your state'}`,
    lines: [
      `For your attorney-drafted plan, ${brand} matched you with ${values.attorney ?? 'an attorney of our network'}, who is licensed in ${values.state ?? 'your state'}.`,
      `The attorney will e-mail you to set up an introductory meeting. You can also reach them at ${values.contact ?? 'the contact details in your account'}.`,
      'Drafting usually takes 4-6 weeks. Payment to the law firm happens directly with the attorney and must be complete before the introductory meeting.',
    ],
    action: '',
  }),
  strategist_documents_sent: (brand, values) => ({
    subject: `Your strategist has your documents from ${brand}`,
    lines: [
      `We sent your ${values.documents ?? 'documents'} to your Estate Planning Strategist, who will read them before your call.`,
      'The call is 30 minutes and gives no legal advice. Keep your documents at hand for it.',
    ],
    action: '',
  }),
  documents_to_review: (brand, values) => ({
    subject: `Review your documents from ${brand}`,
    lines: [
      `Something you changed in your profile may affect documents you have finished: your ${values.documents ?? 'documents'}.`,
      `Log in to your ${brand} account to see, for each one, why and what to update, and mark it reviewed when you have.`,
    ],
    action: '',
  }),
  trust_funding_reminder: (_brand, values) => ({
    subject: 'Your living trust still has assets to move into it',
    lines: [
      `${values.firstName ? `Hi ${values.firstName}, you` : 'You'} have done ${values.done ?? 'some'} of the ${values.total ?? ''} steps that move your assets into your living trust. A trust controls only what it owns: until an asset is retitled or names the trust, it may still pass through probate.`,
      'Open your steps to see what is left, with the exact title to use and what to bring.',
      'To stop these reminders, turn them off at the bottom of the same page.',
    ],
    action: 'See my funding steps',
  }),
  fiduciary_share: (brand, values) => ({
    subject: `${values.ownerName || 'Someone'} shared a document with you through ${brand}`,
    lines: [
      `${values.nomineeName ? `Hi ${values.nomineeName}, ` : ''}${values.ownerName || 'The person who named you'} named you${values.role ? ` (${values.role})` : ''} in their ${values.document ?? 'estate plan'} and gave you read-only access to it until ${values.expiresOn ?? 'a day they chose'}.`,
      'Open the link below. To prove this is your inbox, we will e-mail you a one-time code each time you open the document. You do not need an account.',
      'Keep this e-mail private: the link is meant for you alone.',
    ],
    action: 'Open the document',
  }),
  nonprofit_delivery: (brand, values) => ({
    subject: `News from ${brand} for ${values.nonprofitName ?? 'your organization'}`,
    lines: [
      `A donor who agreed to let ${values.nonprofitName ?? 'your organization'} know about their giving shared this through ${brand}:`,
      values.summary ?? '',
      'Please honor their wishes: use their details only to thank and steward them, and stop when they withdraw.',
    ],
    action: '',
  }),
  fiduciary_code: (_brand, values) => ({
    subject: `Your code to open the ${values.document ?? 'shared document'}`,
    lines: [
      `Your code is ${values.code ?? ''}. It works once, for ${values.minutes ?? '10'} minutes.`,
      'If you did not ask for it, you can ignore this e-mail.',
    ],
    action: '',
  }),
  finish_your_account: (brand, values) => ({
    subject: `Finish setting up your ${brand} account`,
    lines: [
      `${values.firstName ? `Hi ${values.firstName}, your` : 'Your'} estate plan is saved. Create a password to come back to it at any time.`,
    ],
    action: 'Create my password',
  }),
};

/** An e-mail in the tenant's name: its brand, its help address and its template id. */
export const renderMail = (
  template: MailTemplate,
  values: Readonly<Record<string, string>>,
  configuration: TenantConfiguration,
): RenderedMail => {
  const brand = configuration.branding.tenantDisplayName;
  const { subject, lines, action } = COPY[template](brand, values);
  const link = values.link ?? '';
  const help = `Questions? Write to ${configuration.contacts.helpEmail}.`;
  const templateId =
    template === 'password_reset'
      ? configuration.email.passwordResetEmail.templateId
      : template === 'finish_your_account'
        ? configuration.email.finishYourAccountEmail.templateId
        : template === 'nominee_notification'
          ? configuration.email.nomineeNotification.templateId
          : template.replace(/_/g, '-');
  return {
    subject,
    templateId,
    text: [...lines, '', ...(link ? [`${action}: ${link}`, ''] : []), help, `— ${brand}`].join(
      '\n',
    ),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`] : []),
      `<p>${escapeHtml(help)}</p>`,
      `<p>— ${escapeHtml(brand)}</p>`,
    ].join('\n'),
  };
};

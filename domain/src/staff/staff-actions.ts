/**
 * What a staff member did, as the append-only audit log records it (issue 24): each read of a
 * person's data and each change, and the staff sign-ins.
 */
export const STAFF_ACTIONS = [
  'staff.sign_in',
  'people.search',
  'person.view',
  'storage.search',
  'storage.download',
  'storage.verify',
  'audit.list',
  'print_mail.list',
  'print_mail.view',
  'print_mail.mark',
  'attorney_consult.list',
  'attorney_consult.view',
  'attorney_consult.mark',
  'attorney_drafted.list',
  'attorney_drafted.view',
  'attorney_drafted.mark',
  'attorney_network.save',
  'strategist_call.list',
  'strategist_call.view',
  'strategist_call.mark',
  'analytics.list',
  'analytics.export',
  'firm_key.list',
  'firm_key.issue',
  'firm_key.rotate',
  'firm_key.revoke',
  'firm_webhook.add',
  'firm_webhook.list',
  'firm_webhook.rotate_secret',
  'firm_webhook.disable',
  'firm_webhook.enable',
  'smart_giving.list',
  'smart_giving.configure',
  'person.resend_verification',
  'person.password_reset',
  'person.end_sessions',
  'person.unlock_sign_in',
  'person.merge',
  'person.delete',
  'tenant.edit',
  'partner.create',
  'marketing.edit',
  'nonprofit_delivery.read',
  'nonprofit_delivery.configure',
  'nonprofit_delivery.export',
  'partner.update',
  'slug_alias.save',
  'slug_alias.remove',
  'external_partner_page.add',
  'external_partner_page.remove',
  'directory.import',
  'receiving_details.set',
  'mail.list',
  'mail.resend',
  'mail.preview',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * The actions a person is shown on their account settings page, in their words: those that
 * concern one person's own account. Searches and the log's own reads name no one.
 */
export const PERSON_FACING_ACTIONS = {
  'person.view': 'Opened your account record',
  'storage.download': 'Downloaded a stored copy of one of your documents',
  'storage.verify': 'Checked a stored copy of one of your documents against its fingerprint',
  'print_mail.view': 'Opened your request for printed documents',
  'print_mail.mark': 'Updated the status of your request for printed documents',
  'attorney_consult.view': 'Opened your request for an attorney consultation',
  'attorney_consult.mark': 'Updated the status of your request for an attorney consultation',
  'attorney_drafted.view': 'Opened your request for an attorney-drafted plan',
  'attorney_drafted.mark': 'Updated the status of your attorney-drafted plan',
  'strategist_call.view': 'Opened your strategist call',
  'strategist_call.mark': 'Updated the status of your strategist call',
  'person.resend_verification': 'Sent you a new link to confirm your e-mail address',
  'person.password_reset': 'Sent you a link to reset your password',
  'person.end_sessions': 'Signed you out on every device',
  'person.unlock_sign_in': 'Lifted the wait after failed sign-in attempts',
  'person.merge': 'Merged another of your accounts into this one',
} as const satisfies Partial<Record<StaffAction, string>>;
export type PersonFacingAction = keyof typeof PERSON_FACING_ACTIONS;

export const isPersonFacingAction = (action: string): action is PersonFacingAction =>
  action in PERSON_FACING_ACTIONS;

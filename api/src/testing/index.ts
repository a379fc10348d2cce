export { setUpTestDatabase } from '@bequest/adapters/testing';
export type { RunningDatabase } from '@bequest/adapters';
export { LocalSmtpServer } from '@bequest/adapters';
export * from './tcp-proxy';
export * from './people';
export * from './test-app';
export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  loadSampleOrganizations,
  pdfText,
  startWebhookReceiver,
} from '@bequest/adapters/testing';
export * from './sso';
export * from './finished-plan';
export * from './stock-gift-recipient';
export * from './experiment-overrides';
export * from './staff';
export * from './error-reporting';

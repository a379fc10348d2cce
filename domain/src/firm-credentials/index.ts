export * from './firm-api-key';
export * from './firm-webhooks';
export * from './firm-webhook-payloads';

export * from './firm-api-key';
export * from './firm-webhooks';

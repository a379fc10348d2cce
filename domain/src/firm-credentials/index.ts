export * from './firm-api-key';

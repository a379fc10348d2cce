// The SDK's public surface: the domain rules, so that partner code computes exactly what
// the server computes. The typed HTTP client joins them with the service-core issue.
export * from '@bequest/domain';

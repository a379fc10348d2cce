import type { UseCaseErrorCode } from '@bequest/application';
import type { ContractErrorCode } from '@bequest/sdk/contract';

/** The codes the API refuses a request with itself, before or instead of a use case. */
type ApiErrorCode =
  | 'REQUEST.INVALID'
  | 'REQUEST.TOO_LARGE'
  | 'REQUEST.UNSUPPORTED_MEDIA_TYPE'
  | 'REQUEST.IDEMPOTENCY_KEY_REUSED'
  | 'AUTH.CSRF'
  | 'SERVICE.UNAVAILABLE';

/** Every error code the API answers with: the use cases', the contract's and its own. */
export type KnownErrorCode = UseCaseErrorCode | ContractErrorCode | ApiErrorCode;

import { bequestKeys, type GiftKind } from '@bequest/sdk/react';
import { FORM_WIDE_ERROR, type ApiFailure } from '@bequest/sdk/app';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The API's answer to a change a gift's status no longer allows (ADR 0019). */
export const GIFT_REFUSED = 'GIFT.TRANSITION_REFUSED';

/** Where a gift's page stands after its calls: open, its change refused, or the gift out of reach. */
export type GiftPageState = 'open' | 'refused' | 'not-found';

/**
 * Reads a failed call: field messages put on the form's fields by `fieldOf` (answers the
 * form-wide message), a refused change or an unreachable gift shown as the page's state
 * (answers null), or the API's message.
 */
export type ReadGiftFailure = <Values extends FieldValues>(
  failure: ApiFailure,
  setError?: UseFormSetError<Values>,
  fieldOf?: (name: string) => string | null,
) => string | null;

/**
 * The failures of a gift's calls, read for its page: a 404 makes the page not found, a refused
 * change makes it refused and reads the gift again.
 */
export const useGiftFailures = (
  kind: GiftKind,
  id: string,
): { readonly state: GiftPageState; readonly failed: ReadGiftFailure } => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GiftPageState>('open');
  const failed: ReadGiftFailure = useCallback(
    <Values extends FieldValues>(
      failure: ApiFailure,
      setError?: UseFormSetError<Values>,
      fieldOf: (field: string) => string | null = (field) => field,
    ) => {
      if (failure.status === 404) {
        setState('not-found');
        return null;
      }
      if (failure.status === 409 && failure.error.code === GIFT_REFUSED) {
        setState('refused');
        void queryClient.invalidateQueries({ queryKey: bequestKeys.gifts.detail(kind, id) });
        return null;
      }
      if (failure.status === 409)
        return 'Your gift was changed in another window. Please check your answers and try again.';
      let shown = 0;
      for (const [field, message] of Object.entries(failure.error.fields ?? {})) {
        const formField = fieldOf(field);
        if (!formField || !setError) continue;
        setError(formField as Path<Values>, { message });
        shown += 1;
      }
      return shown > 0 ? FORM_WIDE_ERROR : failure.error.message;
    },
    [queryClient, kind, id],
  );
  return { state, failed };
};

/** Shown over a form when a submit was attempted and a field is invalid (platform-core.md 5). */
export const FORM_WIDE_ERROR =
  'Please check that all required fields are filled out correctly. You may need to scroll down.';

/** A required yes/no question left unanswered (platform-core.md 5, documents.md 5.1). */
export const YES_NO_REQUIRED = 'Please select a response to continue.';

export const validateYesNo = (answer: boolean | null | undefined, required: boolean) =>
  required && (answer === null || answer === undefined) ? YES_NO_REQUIRED : null;

/** A personal step shown inside a document's wizard, which decides its way back and its save. */
export interface PersonalStepProps {
  readonly title: string;
  readonly help: string;
  readonly backTo: string | null;
  /** Finishes the step in the document once the profile is saved. */
  readonly saveStep: (changes: Record<string, unknown>) => Promise<string | null>;
}

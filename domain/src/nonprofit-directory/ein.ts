/** Whether an id is an EIN as the directory writes it ("12-3456789"): an organization of record. */
export const isEin = (id: string): boolean => /^\d{2}-\d{7}$/.test(id);

/** An EIN as typed, nine digits with or without the dash, as "12-3456789"; null if it is none. */
export const einOf = (typed: string): string | null => {
  const digits = /^(\d{2})-?(\d{7})$/.exec(typed.trim());
  return digits ? `${digits[1]}-${digits[2]}` : null;
};

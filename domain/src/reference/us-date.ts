/** An ISO calendar date (yyyy-MM-dd) as people in the U.S. write it: MM/dd/yyyy. */
export const usDate = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};

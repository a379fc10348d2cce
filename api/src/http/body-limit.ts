/** The largest JSON body the API reads. */
export const JSON_BODY_LIMIT = '200kb';

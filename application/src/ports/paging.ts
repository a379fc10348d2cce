/** Which page of a list: 1-based, `perPage` rows each. */
export interface ListPageRequest {
  readonly page: number;
  readonly perPage: number;
}

/** One page of a list, and how many rows the whole list has. */
export interface ListPage<Item> {
  readonly items: readonly Item[];
  readonly total: number;
}

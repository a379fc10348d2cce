import type { ListPage, ListPageRequest } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';
import { pageLimits } from '../staff/like-pattern';

/** How a fulfilment queue's table is read: its select, its alias and its queue order. */
export interface QueueQuery<Row, Item> {
  /** `select … from <table> <alias> …`, without a where clause. */
  readonly select: string;
  readonly table: string;
  readonly alias: string;
  readonly orderBy: string;
  readonly recordOf: (row: Row) => Item;
}

/** One page of a fulfilment queue, of one status or all, in the queue's order, with its total. */
export const queuePage = async <Row, Item>(
  em: EntityManager,
  queue: QueueQuery<Row, Item>,
  status: string | undefined,
  page: ListPageRequest,
): Promise<ListPage<Item>> => {
  const where = status ? `where ${queue.alias}.status = ?` : '';
  const values = status ? [status] : [];
  const rows = await query<Row>(
    em,
    `${queue.select} ${where} order by ${queue.orderBy} limit ? offset ?`,
    [...values, ...pageLimits(page)],
  );
  const [count] = await query<{ total: string }>(
    em,
    `select count(*) as total from ${queue.table} ${queue.alias} ${where}`,
    values,
  );
  return { items: rows.map(queue.recordOf), total: Number(count?.total ?? 0) };
};

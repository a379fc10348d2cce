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
  /** The column a person's own list is ordered by, newest first. */
  readonly newestFirstBy: string;
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

/** One item of a fulfilment queue by id. */
export const queueItem = async <Row, Item>(
  em: EntityManager,
  queue: QueueQuery<Row, Item>,
  id: string,
): Promise<Item | null> => {
  const [row] = await query<Row>(em, `${queue.select} where ${queue.alias}.id = ?`, [id]);
  return row ? queue.recordOf(row) : null;
};

/** A person's own items of a fulfilment queue, newest first. */
export const accountQueueItems = async <Row, Item>(
  em: EntityManager,
  queue: QueueQuery<Row, Item>,
  tenantId: string,
  accountId: string,
): Promise<Item[]> => {
  const { alias } = queue;
  const rows = await query<Row>(
    em,
    `${queue.select} where ${alias}.tenant_id = ? and ${alias}.account_id = ?
      order by ${alias}.${queue.newestFirstBy} desc, ${alias}.id`,
    [tenantId, accountId],
  );
  return rows.map(queue.recordOf);
};

/**
 * Moves an item of a queue whose steps may be cancelled with a reason from `from` to `to`,
 * stamping the step's time column; null when the item was not at `from` any more.
 */
export const moveCancellable = async <Row, Item>(
  em: EntityManager,
  queue: QueueQuery<Row, Item>,
  move: {
    readonly id: string;
    readonly from: string;
    readonly to: string;
    readonly timeColumn: string;
    readonly at: Date;
    readonly cancelReason: string | null;
  },
): Promise<Item | null> => {
  const [moved] = await query<{ id: string }>(
    em,
    `update ${queue.table} set status = ?, ${move.timeColumn} = ?,
        cancel_reason = coalesce(?, cancel_reason)
      where id = ? and status = ? returning id`,
    [move.to, move.at, move.cancelReason, move.id, move.from],
  );
  return moved ? queueItem(em, queue, move.id) : null;
};

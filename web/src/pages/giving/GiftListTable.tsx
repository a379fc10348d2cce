import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TableScroll } from '../../components/TableScroll';

/** A column of a gift list, after the charity's: its header and each gift's cell. */
export interface GiftListColumn<Gift> {
  readonly header: string;
  readonly cell: (gift: Gift) => ReactNode;
}

/** A gift's links on its row: where it goes on, and its letter once it has one. */
export interface GiftRowLinks {
  readonly next: { readonly to: string; readonly text: string };
  readonly letter: { readonly href: string; readonly text: string } | null;
}

/**
 * An account's list of one kind of gift (giving 2.10): each gift's charity, the `columns`, and its
 * links, each link's name saying which gift it is for (`named`).
 */
export const GiftListTable = <Gift extends { id: string; recipient: { legalName: string } }>({
  title,
  gifts,
  columns,
  links,
  named,
}: {
  readonly title: string;
  readonly gifts: readonly Gift[];
  readonly columns: readonly GiftListColumn<Gift>[];
  readonly links: (gift: Gift) => GiftRowLinks;
  /** "your gift of $4,000 to …", ending each link's accessible name. */
  readonly named: (gift: Gift) => string;
}) => (
  <TableScroll label={title}>
    <table>
      <thead>
        <tr>
          <th scope="col">Charity</th>
          {columns.map((column) => (
            <th scope="col" key={column.header}>
              {column.header}
            </th>
          ))}
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {gifts.map((gift) => {
          const { next, letter } = links(gift);
          return (
            <tr key={gift.id}>
              <th scope="row">{gift.recipient.legalName}</th>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(gift)}</td>
              ))}
              <td>
                <ul className="plain-list row-actions">
                  <li>
                    <Link to={next.to} aria-label={`${next.text} ${named(gift)}`}>
                      {next.text}
                    </Link>
                  </li>
                  {letter && (
                    <li>
                      <a
                        href={letter.href}
                        download
                        aria-label={`${letter.text} for ${named(gift)}`}
                      >
                        {letter.text}
                      </a>
                    </li>
                  )}
                </ul>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  </TableScroll>
);

import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { Paragraph } from './info-page';

/** An information page's paragraph, its links within the app. */
export const ParagraphView = ({ paragraph }: { readonly paragraph: Paragraph }) => (
  <p>
    {typeof paragraph === 'string'
      ? paragraph
      : paragraph.map((part, index) => (
          <Fragment key={index}>
            {typeof part === 'string' ? part : <Link to={part.to}>{part.text}</Link>}
          </Fragment>
        ))}
  </p>
);

import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { usePageTitle } from '../app/use-page-title';
import { reportError } from './report-error';

/** A page that failed to render: reported, and the person told what to do next (issue 31). */
export const PageError = () => {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  useEffect(() => reportError(error), [error]);
  return (
    <main className="page narrow">
      <h1>Something went wrong</h1>
      <p>
        This page could not be shown. What you saved is safe. Please reload the page, or{' '}
        <Link to="/">go to the home page</Link>; we have been told about the problem.
      </p>
    </main>
  );
};

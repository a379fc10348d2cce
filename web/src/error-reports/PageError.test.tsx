import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '../app/App';
import { routes } from '../app/routes';
import { fakeBequest } from '../test-setup/fake-bequest';
import { tenantAnswer } from '../test-setup/render-app';
import { startSending } from './report-error';

const Broken = () => {
  throw new Error('Rendering the will of Ana Li failed');
};

describe('a page that fails to render (issue 31)', () => {
  it('says so, with a way on, and reports the error', async () => {
    const reported: unknown[] = [];
    startSending((error) => reported.push(error));
    // The app's own root route, whose error element any page's failure reaches.
    const [root] = routes;
    const router = createMemoryRouter(
      [
        {
          element: root?.element,
          errorElement: root?.errorElement,
          children: [{ path: 'broken', Component: Broken }],
        },
      ],
      {
        initialEntries: ['/broken'],
      },
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <App client={fakeBequest(() => tenantAnswer())}>
        <RouterProvider router={router} />
      </App>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'go to the home page' })).toHaveAttribute('href', '/');
    expect(reported).toEqual([new Error('Rendering the will of Ana Li failed')]);
  });
});

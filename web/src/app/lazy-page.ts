import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Each page is its own chunk, loaded when its route is first visited. */
export const page = (load: () => Promise<{ default: () => React.ReactNode }>) => async () => ({
  Component: (await load()).default,
});

/**
 * Loads the chunks of the routes matching `path` into the routes themselves, as the router would
 * on its first render: a router made after this renders the page at once, as a prerendered page
 * must hydrate (ADR 0017).
 */
export const loadMatchedPages = async (routes: RouteObject[], path: string) => {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function')
        Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
};

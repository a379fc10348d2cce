/** Each page is its own chunk, loaded when its route is first visited. */
export const page = (load: () => Promise<{ default: () => React.ReactNode }>) => async () => ({
  Component: (await load()).default,
});

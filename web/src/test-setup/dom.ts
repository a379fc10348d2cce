import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs every package's tests at once on two cores, where a page's first render (its lazy
// chunks compiled on first import) can take seconds. A wait ends as soon as the screen shows, so
// the bound only says how long a broken screen is waited for; it stays under jest's testTimeout.
configure({ asyncUtilTimeout: 20_000 });

// Pages ask for the current user where the signed-in hint is set (issue 21); the tests answer
// for the server, signed in or not, so each starts with the hint.
beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
});

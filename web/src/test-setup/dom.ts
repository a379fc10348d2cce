import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs every package's tests at once on two cores: give screens time to settle.
configure({ asyncUtilTimeout: 5000 });

// Pages ask for the current user where the signed-in hint is set (issue 21); the tests answer
// for the server, signed in or not, so each starts with the hint.
beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
});

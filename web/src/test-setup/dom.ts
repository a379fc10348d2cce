import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs every package's tests at once on two cores: give screens time to settle.
configure({ asyncUtilTimeout: 5000 });

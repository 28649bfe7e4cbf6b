import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library unmounts between tests by itself only with vitest globals.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Shared test setup for every Jest project of the workspace.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

if (typeof window !== 'undefined') {
  // Testing Library matchers (toBeInTheDocument, toHaveAccessibleName, …) for DOM tests.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@testing-library/jest-dom');
}

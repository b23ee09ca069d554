// Shared test setup for every Jest project of the workspace.
import { TextDecoder, TextEncoder } from 'node:util';
import type * as DomTestingLibrary from '@testing-library/dom';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

if (typeof window !== 'undefined') {
  // Testing Library matchers (toBeInTheDocument, toHaveAccessibleName, …) for DOM tests.
  require('@testing-library/jest-dom');
  // Waits (findBy…, waitFor) give a loaded machine time: CI runs two projects' suites at once on two cores, and a
  // screen that appears in 50 ms here may take over the default second there. A wait for something that never
  // comes still fails, only later. A spec may set its own.
  (require('@testing-library/dom') as typeof DomTestingLibrary).configure({ asyncUtilTimeout: 5000 });
}

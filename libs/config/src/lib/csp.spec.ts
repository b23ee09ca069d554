/** @jest-environment node */
import { z } from 'zod';
import { parseSiteConfiguration } from './load';
import { minimalConfiguration } from '../testing/fixtures';

// Sites run under a Content-Security-Policy without 'unsafe-eval' (deploy/nginx): parsing the configuration must not
// evaluate code, not even zod's probe `Function('')`, which the browser reports as a violation although zod catches it.
describe('parsing under a strict Content-Security-Policy', () => {
  it('turns off zod’s compiled parsers as the schema loads', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('parses a configuration without calling the Function constructor', () => {
    const spy = jest.spyOn(globalThis, 'Function');
    try {
      expect(parseSiteConfiguration(minimalConfiguration()).ok).toBe(true);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

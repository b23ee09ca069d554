/**
 * The workspace's default Jest environment: jsdom, resolving package exports for browsers. It takes
 * the preset's `customExportConditions` (written for Node) with `browser` in place of `node`, so one
 * list serves both environments: a jsdom spec resolves `@brokerfront/source`, `browser`, …, and a spec
 * with `@jest-environment node` resolves `@brokerfront/source`, `node`, … with no more docblock.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserConditionsEnvironment extends TestEnvironment {
  exportConditions() {
    return super.exportConditions().map((condition) => (condition === 'node' ? 'browser' : condition));
  }
}

module.exports = BrowserConditionsEnvironment;

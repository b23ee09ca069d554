// Records the counts of each Jest run in tmp/test-results so that CI can print one total line.
const fs = require('node:fs');
const path = require('node:path');

const resultsDir = path.resolve(__dirname, '../../tmp/test-results');

class SummaryReporter {
  constructor(globalConfig) {
    this.globalConfig = globalConfig;
  }

  onRunComplete(_contexts, results) {
    fs.mkdirSync(resultsDir, { recursive: true });
    const name = path.basename(this.globalConfig.rootDir) || 'jest';
    const record = {
      project: name,
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      suites: results.numTotalTestSuites,
    };
    fs.writeFileSync(path.join(resultsDir, `${name}-${process.pid}-${Date.now()}.json`), JSON.stringify(record));
  }
}

module.exports = SummaryReporter;

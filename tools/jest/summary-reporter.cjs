// Records the counts of each Jest run in tmp/test-results so that CI can print one total line, with the
// failures named (a CI log may keep only its tail).
const fs = require('node:fs');
const path = require('node:path');

const resultsDir = path.resolve(__dirname, '../../tmp/test-results');

/** The first line of a failure's message, without colour codes. */
function firstLine(text) {
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);
}

/** Each failed test (and each suite that failed to run) as "file › test — first line of the message". */
function failuresOf(results, rootDir) {
  const failures = [];
  for (const suite of results.testResults ?? []) {
    const file = path.relative(rootDir, suite.testFilePath ?? '');
    if (suite.testExecError || (suite.failureMessage && suite.numFailingTests === 0)) {
      failures.push(`${file} — ${firstLine(suite.testExecError?.message ?? suite.failureMessage)}`);
    }
    for (const test of suite.testResults ?? []) {
      if (test.status === 'failed') failures.push(`${file} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  return failures;
}

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
      failures: failuresOf(results, this.globalConfig.rootDir),
    };
    fs.writeFileSync(path.join(resultsDir, `${name}-${process.pid}-${Date.now()}.json`), JSON.stringify(record));
  }
}

module.exports = SummaryReporter;

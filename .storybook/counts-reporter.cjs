// Writes the story test counts where `npm test` (scripts/test-all.mjs) reads them.
const fs = require('node:fs');
const path = require('node:path');

class CountsReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile || '.test-results/stories.json';
  }

  onRunComplete(_contexts, results) {
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(
      this.outputFile,
      JSON.stringify({
        numPassedTests: results.numPassedTests,
        numFailedTests: results.numFailedTests,
        numRuntimeErrorTestSuites: results.numRuntimeErrorTestSuites,
      }),
    );
  }
}

module.exports = CountsReporter;

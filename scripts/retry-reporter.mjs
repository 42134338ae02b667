// A vitest reporter that writes, to the file named by ROADBOOK_RETRY_REPORT, the tests that failed and then
// passed on a retry: vitest's JSON report says only that they passed.
import fs from 'node:fs';
import path from 'node:path';

export default class RetryReporter {
  onTestRunEnd(testModules) {
    const file = process.env.ROADBOOK_RETRY_REPORT;
    if (!file) return;
    const passedOnRetry = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const diagnostic = test.diagnostic();
        if (test.result().state === 'passed' && (diagnostic?.retryCount ?? 0) > 0) {
          passedOnRetry.push({
            file: path.relative(process.cwd(), testModule.moduleId),
            name: test.fullName,
            retries: diagnostic?.retryCount,
          });
        }
      }
    }
    fs.writeFileSync(file, JSON.stringify({ passedOnRetry }));
  }
}

// Sums the JSON reports of every runner (vitest, Playwright) into one line: `tests: N passed, N failed`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir)) {
  const path = join(dir, file);
  if (file.startsWith('check-')) {
    if (readFileSync(path, 'utf8').trim() !== 'pass') failed += 1;
  } else if (file.endsWith('.json')) {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof report.numPassedTests === 'number') {
      // vitest
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    } else if (report.stats) {
      // Playwright
      passed += report.stats.expected ?? 0;
      failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
    }
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);

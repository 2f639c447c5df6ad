#!/usr/bin/env node
// `npm test`: every test. The production build (the client and the compiled server), then unit,
// component and API tests (API tests on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is
// set), then the browser tests against that build when Chromium is installed. Ends with the failed
// tests by name, if any, and one "N passed, N failed" line: a CI record that keeps only the end of
// the output still says what failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reports = path.resolve(".tmp/test-reports");
fs.mkdirSync(reports, { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const failures = [];

/** Each failed test (or file that failed to load) in a vitest JSON report, with its error's first line. */
function failuresIn(report) {
  const firstLine = (message) =>
    (message ?? "")
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim() ?? "";
  return report.testResults.flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((test) => test.status === "failed");
    if (tests.length === 0 && file.status === "failed") return [`${where}: ${firstLine(file.message)}`];
    return tests.map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}

function vitest(name, extraArgs) {
  const outputFile = path.join(reports, `${name}.json`);
  fs.rmSync(outputFile, { force: true });
  const status = run("npx", ["vitest", "run", ...extraArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${outputFile}`]);
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(outputFile)) {
    const report = JSON.parse(fs.readFileSync(outputFile, "utf8"));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.success || status === 0 ? 0 : report.numFailedTestSuites);
    failures.push(...failuresIn(report));
  }
  if (status !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

const totals = { passed: 0, failed: 0 };
const add = (r) => {
  totals.passed += r.passed;
  totals.failed += r.failed;
};

if (!process.env.TEST_DATABASE_URL) {
  console.log("note: TEST_DATABASE_URL is not set, so the API tests run on PGlite only (set it to a PostgreSQL URL to test both engines).");
}
// The build comes first: the page tests among the unit tests (CSP, caching) render the client
// build, and the tests of the production start run the compiled server.
const built = run("npm", ["run", "build"]) === 0;
if (!built) add({ passed: 0, failed: 1 });
add(vitest("unit", []));

if (fs.existsSync(CHROMIUM)) {
  if (built) add(vitest("e2e", ["--config", "vitest.e2e.config.ts"]));
} else {
  console.log(`Browser tests skipped: no Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium (as root), then run npm test again.`);
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `- ${failure}`).join("\n")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);

/**
 * The figures issue #11 asks the security suite to print (routes checked, unexpected allows,
 * fuzz requests and failures...). Printed from afterAll so they appear once per file, and kept
 * in .tmp/test-reports/security-figures.txt so a run's figures can be read in one place.
 */
import fs from "node:fs";
import path from "node:path";

const FILE = path.resolve(".tmp/test-reports/security-figures.txt");

export function report(line: string): void {
  console.log(`[security] ${line}`);
  try {
    fs.mkdirSync(path.dirname(FILE), { recursive: true });
    fs.appendFileSync(FILE, `${new Date().toISOString()} ${line}\n`);
  } catch {
    // The console line is the figure; the file is a convenience.
  }
}

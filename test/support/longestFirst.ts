// The order in which the test files start, whatever their project: longest first, so that
// the two workers finish together (a long file started last is the whole run's tail; vitest's
// default runs one project's files before the other's, and on a fresh clone, with no cache of
// earlier runs, in no order of length). The lengths are test/durations.json's, written from
// vitest's own record of a full run by scripts/test-durations.mjs; a file it does not list
// yet starts first, since it may be long.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per file of a full run, keyed as vitest keys its cache: `project:path`. */
const SECONDS: Readonly<Record<string, number>> = JSON.parse(readFileSync(new URL('../durations.json', import.meta.url), 'utf8'));

export const durationKey = (spec: TestSpecification): string =>
  `${spec.project.name}:${relative(spec.project.config.root, spec.moduleId).split('\\').join('/')}`;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const length = (spec: TestSpecification) => SECONDS[durationKey(spec)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => length(b) - length(a));
  }
}

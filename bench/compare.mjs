// The figures of a run beside those of an earlier one (`bench/baseline.json`, or the file given with
// `--before`): per page its first-load JavaScript, its stylesheets, LCP and CLS; per interaction its INP.
import { readFile } from 'node:fs/promises';

/** The results of an earlier run, or undefined when there is none. */
export async function readBaseline(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

const cell = (before, after, unit = '') => {
  const shown = (value) => (value === undefined || Number.isNaN(value) ? '–' : `${value}${unit}`);
  return before === undefined ? shown(after) : `${shown(before)} → ${shown(after)}`;
};

/** Rows of `[label, ...cells]` comparing `before` with `after`, page by page and interaction by interaction. */
export function comparisonRows(before, after) {
  const pages = [...new Set([...(after.pageSpeed ?? []), ...(after.bundles ?? [])].map((result) => result.page))];
  const find = (run, key, page) => run?.[key]?.find((result) => result.page === page);
  const pageRows = pages.map((page) => {
    const [b, a] = [before, after].map((run) => ({
      js: find(run, 'bundles', page),
      speed: find(run, 'pageSpeed', page),
    }));
    const sheets = (run) => run.speed && `${run.speed.blockingStylesheets ?? '?'} / ${run.speed.stylesheets ?? '?'}`;
    return [
      page,
      cell(b.js?.gzipKB, a.js?.gzipKB, ' KB'),
      cell(b.js?.scripts, a.js?.scripts),
      cell(sheets(b), sheets(a)),
      cell(b.speed?.lcpMs, a.speed?.lcpMs, ' ms'),
      cell(b.speed?.cls, a.speed?.cls),
    ];
  });
  const inpRows = (after.interactions ?? []).map((result) => {
    const earlier = before?.interactions?.find((other) => other.interaction === result.interaction);
    return [`INP: ${result.interaction} (${result.page})`, cell(earlier?.inpMs, result.inpMs, ' ms')];
  });
  return { pageRows, inpRows };
}

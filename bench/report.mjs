// The readable summary of a run, in Markdown: printed on stdout and written to bench/results.md.
import { comparisonRows } from './compare.mjs';
import { CPU_SLOWDOWN, SLOW_4G } from './lib/emulation.mjs';

const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** The summary of `results`; with `before`, an earlier run, each page's figures beside the earlier ones. */
export function renderReport(results, before) {
  const { machine, bundles, pageSpeed, interactions, builds, api, pages, search, budgets } = results;
  const parts = [
    `# Measurements of ${results.date}`,
    `Node ${machine.node}, ${machine.cpus} CPUs, load average ${machine.loadAverage} at the start.`,
  ];
  if (bundles || pageSpeed || interactions) {
    const { pageRows, inpRows } = comparisonRows(before, results);
    parts.push(
      before ? `## Before and after` : '## Pages',
      before
        ? `Before: the run of ${before.date} (load average ${before.machine?.loadAverage}); after: this run.`
        : 'No earlier run to compare with (bench/baseline.json, or --before).',
      table(['page', 'JS gzip', 'scripts', 'blocking / all stylesheets', 'LCP', 'CLS'], pageRows),
    );
    if (inpRows.length > 0) parts.push(table(['interaction', 'INP'], inpRows));
  }
  if (budgets.length > 0) {
    parts.push(
      '## Budgets',
      table(
        ['', 'budget', 'page', 'measured', 'limit'],
        budgets.map((check) => [
          check.pass ? 'PASS' : '**FAIL**',
          check.budget,
          check.page,
          check.measured,
          check.limit,
        ]),
      ),
    );
  }
  if (bundles) {
    parts.push(
      '## JavaScript on first load',
      table(
        ['page', 'scripts', 'gzip KB', 'raw KB'],
        bundles.map((result) => [result.page, result.scripts, result.gzipKB, result.rawKB]),
      ),
    );
  }
  if (pageSpeed) {
    parts.push(
      '## Page speed',
      `Median of ${pageSpeed[0]?.runs ?? 0} first visits (empty cache), ${SLOW_4G.latency} ms round trip, ` +
        `${SLOW_4G.downloadKbps} kbit/s down, ${SLOW_4G.uploadKbps} kbit/s up, CPU ${CPU_SLOWDOWN}x slower.`,
      table(
        ['page', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'stylesheets (blocking)', 'LCP element'],
        pageSpeed.map((r) => [
          r.page,
          r.fcpMs,
          r.lcpMs,
          r.tbtMs,
          r.cls,
          `${r.stylesheets} (${r.blockingStylesheets})`,
          r.lcpElement ?? '',
        ]),
      ),
    );
  }
  if (interactions) {
    parts.push(
      '## Interaction to next paint',
      'After the page has loaded, same emulation; median of the visits, 16 ms meaning "16 ms or less".',
      table(
        ['interaction', 'page', 'INP ms', 'visits ms'],
        interactions.map((r) => [r.interaction, r.page, r.inpMs, r.runsMs.join(', ')]),
      ),
    );
  }
  if (builds) {
    parts.push(
      '## Build time',
      `Load average ${builds.loadAverage} on ${builds.cpus} CPUs at the start.`,
      table(
        ['build', 'seconds'],
        builds.builds.map((build) => [build.command, build.seconds]),
      ),
    );
  }
  if (api) {
    parts.push(
      '## API',
      `${api.engine}, ${api.judgments} judgments, ${api.connections} connections, ${api.durationSeconds} s per endpoint, answer cache ${api.responseCacheSeconds} s.`,
      table(
        ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'],
        api.endpoints.map((e) => [e.name, e.requestsPerSecond, e.latencyMs.p50, e.latencyMs.p95, e.latencyMs.p99]),
      ),
    );
  }
  if (pages) {
    parts.push(
      '## Pages',
      `${pages.connections} connections, ${pages.durationSeconds} s per address; the static file is ${pages.staticFile} (a page is about ${Math.round(pages.pageBytes / 1024)} KB).`,
      table(
        ['address', 'drawn req/s', 'cached req/s', 'cached p95 ms', 'cached / static'],
        pages.rows.map((row) => [
          row.path,
          row.drawnPerSecond,
          row.cachedPerSecond,
          row.cachedP95Ms,
          row.cachedShareOfStatic,
        ]),
      ),
    );
  }
  if (search) {
    parts.push(
      '## Search',
      table(
        ['engine', 'judgments', 'requests', 'p50 ms', 'p95 ms', 'max ms'],
        search.map((s) => [s.engine, s.judgments, s.requests, s.p50, s.p95, s.max]),
      ),
    );
  }
  for (const [step, message] of Object.entries(results.failures)) parts.push(`**${step} failed:** ${message}`);
  return `${parts.join('\n\n')}\n`;
}

import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSite } from '../../src/app.js';
import { errorCode, tempDir, testConfig } from '../helper.js';

/** What Chromium posts for `report-uri` when an inline script is blocked. */
const legacyReport = {
  'csp-report': {
    'document-uri': 'https://www.const-court.be/fr',
    'blocked-uri': 'inline',
    'effective-directive': 'script-src-elem',
    'violated-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    'source-file': 'https://www.const-court.be/fr',
    'line-number': 12,
    'script-sample': 'alert(1)',
    disposition: 'enforce',
  },
};

/** What a browser with the Reporting API posts for `report-to`: a batch of reports of several types. */
const batch = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://www.const-court.be/nl/search',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://www.const-court.be/nl/search',
      blockedURL: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      statusCode: 200,
    },
  },
  { type: 'deprecation', url: 'https://www.const-court.be/nl', body: { id: 'x' } },
];

describe('POST /csp-reports', () => {
  let app: FastifyInstance;
  let reportsFile: string;
  let warnings: { msg: string; cspViolation?: Record<string, unknown> }[];

  beforeEach(async () => {
    reportsFile = path.join(tempDir(), 'csp-reports.jsonl');
    warnings = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        warnings.push(JSON.parse(chunk.toString()) as (typeof warnings)[number]);
        done();
      },
    });
    app = await buildSite(testConfig({ CSP_REPORTS_FILE: reportsFile }), {
      logger: { level: 'warn', stream },
    });
  });
  afterEach(async () => app.close());

  const post = (payload: string, contentType: string) =>
    app.inject({ method: 'POST', url: '/csp-reports', headers: { 'content-type': contentType }, payload });
  const recorded = () =>
    fs
      .readFileSync(reportsFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('logs a report-uri report as a warning and appends it to the reports file', async () => {
    const res = await post(JSON.stringify(legacyReport), 'application/csp-report');
    expect(res.statusCode).toBe(204);
    const violation = {
      documentUrl: 'https://www.const-court.be/fr',
      blockedUrl: 'inline',
      directive: 'script-src-elem',
      sourceFile: 'https://www.const-court.be/fr',
      line: 12,
      sample: 'alert(1)',
    };
    expect(recorded()).toEqual([expect.objectContaining(violation)]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ msg: 'content security policy violation', cspViolation: violation }),
    );
  });

  it('keeps the CSP violations of a Reporting API batch and nothing else', async () => {
    expect((await post(JSON.stringify(batch), 'application/reports+json')).statusCode).toBe(204);
    expect(recorded()).toEqual([
      expect.objectContaining({
        documentUrl: 'https://www.const-court.be/nl/search',
        blockedUrl: 'https://evil.example/x.js',
        directive: 'script-src-elem',
      }),
    ]);
  });

  it('refuses what is not a report with the errors envelope, and writes nothing', async () => {
    const refused = [
      { payload: '{"csp-report":', type: 'application/csp-report', status: 400 },
      { payload: '{"csp-report": "inline"}', type: 'application/csp-report', status: 400 },
      { payload: '[{"url": "https://x.example"}]', type: 'application/reports+json', status: 400 },
      { payload: JSON.stringify(legacyReport), type: 'application/xml', status: 415 },
      {
        payload: JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(20_000) } }),
        type: 'application/csp-report',
        status: 413,
      },
    ];
    for (const { payload, type, status } of refused) {
      const res = await post(payload, type);
      expect(res.statusCode, `${type} ${payload.slice(0, 40)}`).toBe(status);
      expect(errorCode(res.body)).toMatch(/^(invalid-request|unsupported-media-type|payload-too-large)$/);
    }
    expect(fs.existsSync(reportsFile)).toBe(false);
  });

  it('limits a client to 60 reports a minute', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await post(JSON.stringify(legacyReport), 'application/csp-report')).statusCode).toBe(204);
    }
    const limited = await post(JSON.stringify(legacyReport), 'application/csp-report');
    expect(limited.statusCode).toBe(429);
    expect(errorCode(limited.body)).toBe('too-many-requests');
    expect(recorded()).toHaveLength(60);
  });
});

import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonErrors, ErrorEnvelope, Query } from '@court/contract/schemas/common';
import { BulkManifest, GzipResponse } from '@court/contract/schemas/open-data';
import { CONTENT_CACHE_CONTROL } from '../../content-cache.js';
import { BULK_CONTENT_TYPE } from '../../open-data/bulk-judgments.js';

const noQuery = Query({});
const errors = { ...CommonErrors, 503: ErrorEnvelope };

/** Bulk downloads: the file of every published judgment, and the manifest that describes it. */
const bulk: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bulk/manifest.json',
    {
      // It changes when a new file is written, after the content changed: kept answers would outlive it.
      config: { responseCache: false },
      schema: {
        tags: ['open-data'],
        summary: 'The bulk files: address, size, lines, SHA-256, when written and the feed cursor they agree with',
        querystring: noQuery,
        response: { 200: BulkManifest, ...errors },
      },
    },
    async () => app.bulkJudgments.manifest(),
  );

  app.get(
    '/bulk/judgments.jsonl.gz',
    {
      // A file, streamed: nothing to keep in memory.
      config: { responseCache: false },
      schema: {
        tags: ['open-data'],
        summary: 'Every published judgment, one a line, gzipped (GET or HEAD; Range requests answered with 206)',
        description:
          'Each line holds the judgment as `/juris/judgments/{year}/{number}?lang=` answers, in each language it ' +
          'was published in (`versions`). Written again shortly after each change; the manifest gives its hash.',
        querystring: noQuery,
        response: { 200: GzipResponse, 206: GzipResponse, ...errors },
      },
    },
    async (_request, reply) => {
      const { file } = await app.bulkJudgments.latest();
      return reply
        .type(BULK_CONTENT_TYPE)
        .header('cache-control', CONTENT_CACHE_CONTROL)
        .header('content-disposition', `attachment; filename="${path.basename(file)}"`)
        .sendFile(file, app.bulkJudgments.dir, { cacheControl: false, acceptRanges: true });
    },
  );
};

export default bulk;

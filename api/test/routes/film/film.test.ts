import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

describe.each(ENGINES)('job offers on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  it('lists open job offers', async () => {
    const body = (await app().inject({ url: '/api/v1/film/vaca?lang=nl' })).json();
    expect(body).toMatchObject({
      total: 1,
      items: [{ id: 'job-open', title: 'Referendaris', open: true, pdfUrl: '/public/jobs/job-open-nl.pdf' }],
    });
  });

  it('adds closed offers with the archive', async () => {
    const body = (await app().inject({ url: '/api/v1/film/vaca?lang=fr&withArchive=true' })).json();
    expect(body.items.map((j: { id: string; open: boolean }) => [j.id, j.open])).toEqual([
      ['job-open', true],
      ['job-closed', false],
    ]);
  });

  it.each(['/api/v1/film/vaca', '/api/v1/film/vaca?lang=fr&pageSize=1e9', '/api/v1/film/vaca?lang=fr&open=true'])(
    'rejects %s with 400',
    async (path) => {
      const res = await app().inject({ url: path });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res.body)).toBe('invalid-request');
    },
  );
});

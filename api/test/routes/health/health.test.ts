import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

describe.each(ENGINES)('health and OpenAPI on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  it('reports the database up and the external systems not configured, without caching', async () => {
    const res = await app().inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.checks.database.status).toBe('up');
    expect(body.checks.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.checks.mailing).toEqual({ status: 'not-configured' });
    expect(body.checks.identityProvider).toEqual({ status: 'not-configured' });
  });

  it('uses a check supplied later, and reports degraded when it fails', async () => {
    app().health.set('mailing', async () => {
      throw new Error('connection refused');
    });
    const body = (await app().inject({ url: '/api/v1/health' })).json();
    expect(body.status).toBe('degraded');
    expect(body.checks.mailing).toMatchObject({ status: 'down', message: 'connection refused' });
  });

  it('answers 503 when the database is down', async () => {
    app().health.set('database', async () => {
      throw new Error('no connection');
    });
    const res = await app().inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('down');
  });

  it('answers liveness whatever the dependencies, and readiness after the database and the stop', async () => {
    expect((await app().inject({ url: '/api/v1/health/live' })).json()).toEqual({ status: 'up' });
    expect((await app().inject({ url: '/api/v1/health/ready' })).json()).toEqual({ status: 'ready' });
    app().health.set('database', async () => {
      throw new Error('no connection');
    });
    const down = await app().inject({ url: '/api/v1/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'not-ready', reason: 'database: no connection' });
    expect((await app().inject({ url: '/api/v1/health/live' })).statusCode).toBe(200);
    app().health.drain();
    expect((await app().inject({ url: '/api/v1/health/ready' })).json()).toEqual({
      status: 'not-ready',
      reason: 'stopping',
    });
  });

  it('rejects unknown query fields', async () => {
    const res = await app().inject({ url: '/api/v1/health?verbose=1' });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('invalid-request');
  });

  it('serves the OpenAPI document with every API path and its parameters described', async () => {
    const res = await app().inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string; description?: string }[] }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/v1/juris/judgments',
      '/api/v1/juris/judgments/{year}/{number}',
      '/api/v1/juris/pending-cases',
      '/api/v1/juris/articles-const-referred-by-court',
      '/api/v1/juris/questions-referred',
      '/api/v1/publications/annual-reports',
      '/api/v1/press/pleadings',
      '/api/v1/media/general-press',
      '/api/v1/newsletter/get-encinz',
      '/api/v1/film/vaca',
      '/api/v1/members/{id}',
      '/api/v1/health',
    ]) {
      expect(paths).toContain(path);
    }
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const parameter of operations.get?.parameters ?? []) {
        expect(parameter.description, `${path} ${parameter.name}`).toBeTruthy();
      }
    }
  });
});

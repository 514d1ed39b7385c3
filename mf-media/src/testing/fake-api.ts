import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { AgendaItem, PressRelease } from '@court/contract';
import { apiClient, optionalApiClient } from '../lib/api-client';

export type Answer = { status: number; data: unknown };
export type Handler = (config: InternalAxiosRequestConfig) => Answer | Promise<Answer>;

/**
 * Answers the section's API calls in a test as the server would (status and body), so the clients'
 * interceptors and the pages' error handling run for real. Returns the requests seen.
 */
export function answerApi(handler: Handler): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = await handler(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw Object.assign(new Error(`Request failed with status code ${status}`), {
      response,
      config,
      isAxiosError: true,
    });
  };
  apiClient.defaults.adapter = adapter;
  optionalApiClient.defaults.adapter = adapter;
  return seen;
}

export function listOf<T>(items: T[], page = 1, total = items.length, pageSize = 30) {
  return { items, total, page, pageSize };
}

export function pressRelease(overrides: Partial<PressRelease> = {}): PressRelease {
  return {
    id: 'pr-2024-012',
    mediaType: 'pressReleaseForJudgments',
    date: '2024-02-01',
    title: 'Het Hof vernietigt de belasting op tweede verblijven',
    body: 'Bij arrest nr. 12/2024 heeft het Hof...\n\nHet persbericht bindt het Hof niet.',
    textLanguages: ['nl', 'fr', 'de'],
    judgment: { year: 2024, number: 12, ecli: 'ECLI:BE:GHCC:2024:ARR.012', date: '2024-02-01' },
    pdf: { nl: '/public/press/2024/pr-2024-012-nl.pdf', fr: '/public/press/2024/pr-2024-012-fr.pdf' },
    pdfUrl: '/public/press/2024/pr-2024-012-nl.pdf',
    archived: false,
    ...overrides,
  };
}

export function agendaItem(overrides: Partial<AgendaItem> = {}): AgendaItem {
  return {
    id: 'decision-2026-12-03',
    date: '2026-12-03T10:00:00+01:00',
    rollNumbers: ['8123', '8124'],
    subject: 'Decreet van 1 maart 2025 betreffende de kinderopvang',
    textLanguages: ['nl', 'fr'],
    ...overrides,
  };
}

/** A document server for the HEAD checks of PDFs: the listed paths are PDFs, everything else is missing. */
export function pdfServer(existing: string[]) {
  return async (input: RequestInfo | URL) =>
    existing.includes(String(input))
      ? new Response(null, { status: 200, headers: { 'content-type': 'application/pdf' } })
      : new Response(null, { status: 404, headers: { 'content-type': 'application/json' } });
}

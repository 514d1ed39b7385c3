import { useEffect, useState } from 'react';
import { apiOrigin, apiOriginHeaders } from '@court/runtime/api-origin';
import { recordAnswer, takeTransferredAnswer } from '@court/runtime/first-load-answers';

/**
 * Whether a PDF can be offered (spec section 5): a HEAD request to it answers ok with the content type
 * application/pdf. Answers are kept for the page's lifetime, so a list shown again asks nothing twice, and a
 * request already under way is shared by everyone who asks. A page drawn on the server checks its PDFs there
 * (at the API's document server) and hands the answers to the browser with the page, as its API answers
 * (first-load-answers), so its PDF links are there before and without scripts, and hydrate as they are.
 */
const checks = new Map<string, Promise<boolean>>();
/** The answers already known, read synchronously by a render. */
const settled = new Map<string, boolean>();

/** The key of a check among a page's first-load answers. */
const answerKey = (url: string) => `HEAD ${url}`;

async function headIsPdf(url: string): Promise<boolean> {
  try {
    const response = await fetch(apiOrigin() + url, {
      method: 'HEAD',
      credentials: 'same-origin',
      headers: apiOriginHeaders(),
    });
    const type = response.headers.get('content-type') ?? '';
    return response.ok && type.split(';')[0]!.trim().toLowerCase() === 'application/pdf';
  } catch {
    return false;
  }
}

/** The answer for a PDF if it is known: checked already, or brought by the page. */
function knownAnswer(url: string): boolean | undefined {
  if (!settled.has(url)) {
    const brought = takeTransferredAnswer(answerKey(url));
    if (brought) settled.set(url, brought.data === true);
  }
  return settled.get(url);
}

/** Starts the check of a PDF (or joins the one under way) and answers whether it exists. */
export function checkPdf(url: string): Promise<boolean> {
  let check = checks.get(url);
  if (!check) {
    const known = knownAnswer(url);
    check = known === undefined ? headIsPdf(url) : Promise.resolve(known);
    check = check.then((exists) => {
      settled.set(url, exists);
      // On the server, the answer goes to the browser with the page.
      if (apiOrigin()) recordAnswer(answerKey(url), exists);
      return exists;
    });
    checks.set(url, check);
  }
  return check;
}

/**
 * Starts the checks of several PDFs at once, without waiting. Route loaders call it as soon as they know the
 * documents of a page, so the checks run while the page renders instead of after it.
 */
export function prefetchPdfChecks(urls: Iterable<string | null | undefined>): void {
  for (const url of urls) if (url) void checkPdf(url);
}

/** The checks still under way; the server waits for them before it draws a page again with its PDF links. */
export function pendingPdfChecks(): Promise<boolean>[] {
  return [...checks].filter(([url]) => !settled.has(url)).map(([, check]) => check);
}

/** Forgets every answer (tests; a long-lived page that must ask again; each page drawn on the server). */
export function clearPdfChecks(): void {
  checks.clear();
  settled.clear();
}

/** The PDFs among `urls` already known to exist, for a render that must not wait. */
export function knownPdfs(urls: readonly (string | null | undefined)[]): ReadonlySet<string> {
  return new Set(urls.filter((url): url is string => !!url && knownAnswer(url) === true));
}

/**
 * The PDFs among `urls` that exist, checked in parallel: a link appears as soon as its own check answers,
 * and never for a PDF that is missing or not a PDF. What is known already (on the server, or brought by the
 * page) is there from the first render.
 */
export function useAvailablePdfs(urls: readonly (string | null | undefined)[]): ReadonlySet<string> {
  const key = urls.filter(Boolean).join('\n');
  const [available, setAvailable] = useState<ReadonlySet<string>>(() => knownPdfs(urls));
  // On the server no effect runs: the render asks, and the server draws the page again once answered.
  if (typeof window === 'undefined') prefetchPdfChecks(urls);
  useEffect(() => {
    let active = true;
    const urlsOfKey = key ? key.split('\n') : [];
    setAvailable(knownPdfs(urlsOfKey));
    for (const url of urlsOfKey) {
      void checkPdf(url).then((exists) => {
        if (active && exists) setAvailable((previous) => new Set(previous).add(url));
      });
    }
    return () => {
      active = false;
    };
  }, [key]);
  return available;
}

import { useEffect, useState } from 'react';

/**
 * Whether a PDF can be offered (spec section 5): a HEAD request to it answers ok with the content type
 * application/pdf. Answers are kept for the page's lifetime, so a list shown again asks nothing twice, and a
 * request already under way is shared by everyone who asks.
 */
const checks = new Map<string, Promise<boolean>>();

async function headIsPdf(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
    const type = response.headers.get('content-type') ?? '';
    return response.ok && type.split(';')[0]!.trim().toLowerCase() === 'application/pdf';
  } catch {
    return false;
  }
}

/** Starts the check of a PDF (or joins the one under way) and answers whether it exists. */
export function checkPdf(url: string): Promise<boolean> {
  let check = checks.get(url);
  if (!check) {
    check = headIsPdf(url);
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

/** Forgets every answer (tests; a long-lived page that must ask again). */
export function clearPdfChecks(): void {
  checks.clear();
}

/**
 * The PDFs among `urls` that exist, checked in parallel: a link appears as soon as its own check answers,
 * and never for a PDF that is missing or not a PDF.
 */
export function useAvailablePdfs(urls: readonly (string | null | undefined)[]): ReadonlySet<string> {
  const key = urls.filter(Boolean).join('\n');
  const [available, setAvailable] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    let active = true;
    setAvailable(new Set());
    for (const url of key ? key.split('\n') : []) {
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

/** Where browsers send reports of what the Content-Security-Policy blocked. */
export const CSP_REPORT_PATH = '/csp-reports';

export interface PolicySources {
  /** Origins of sections deployed elsewhere: their scripts, styles, fonts, images and manifests load from there. */
  remoteOrigins: readonly string[];
  /** Origins a form may post to besides this one (the identity provider's login). */
  formOrigins: readonly string[];
}

/**
 * The site's Content-Security-Policy. No inline script or style and no eval: every script is a file of this
 * server or of a section's origin. Nothing may frame the site. Violations are reported to CSP_REPORT_PATH with
 * `report-uri`, which every browser sends at once. No `report-to`: a browser that knows it ignores `report-uri`
 * and batches its reports for up to a minute; Chromium did not deliver them to the server of the browser tests.
 */
export function contentSecurityPolicy({ remoteOrigins, formOrigins }: PolicySources): string {
  const withRemotes = ["'self'", ...remoteOrigins];
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', withRemotes],
    ['style-src', withRemotes],
    ['img-src', [...withRemotes, 'data:']],
    ['font-src', withRemotes],
    ['connect-src', withRemotes],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...formOrigins]],
    ['frame-ancestors', ["'none'"]],
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** A policy that also allows the `<style>` elements of these hashes (a page's inlined stylesheets). */
export function withStyleHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|; )style-src ([^;]*)/, (_all, start: string, sources: string) =>
    [`${start}style-src ${sources}`, ...hashes].join(' '),
  );
}

/** The largest PDF publishing takes. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

/** `%PDF-` and a trailer: what every PDF file starts and ends with. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-1024).includes('%%EOF');
}

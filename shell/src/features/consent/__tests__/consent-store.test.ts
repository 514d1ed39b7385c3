import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@court/runtime';
import { consentFromCookie, useConsentStore, writeConsentCookie } from '../consent-store';

describe('consent cookie', () => {
  beforeEach(() => useConsentStore.getState().reload());

  it('reads true as accepted, false as denied and anything else as undecided', () => {
    expect(consentFromCookie('true')).toBe('accepted');
    expect(consentFromCookie('false')).toBe('denied');
    expect(consentFromCookie(undefined)).toBe('undecided');
    expect(consentFromCookie('yes')).toBe('undecided');
    expect(consentFromCookie('')).toBe('undecided');
  });

  describe('what is written', () => {
    let written: string[];
    beforeEach(() => {
      written = [];
      const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
        written.push(value);
        descriptor.set!.call(document, value);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('stores acceptance as GDPR:accepted=true for 6048000 seconds on the whole site, SameSite=Lax', () => {
      writeConsentCookie(true);
      expect(written).toEqual(['GDPR:accepted=true; Path=/; Max-Age=6048000; SameSite=Lax']);
    });

    it('stores refusal as GDPR:accepted=false with the same lifetime', () => {
      useConsentStore.getState().refuse();
      expect(written).toEqual(['GDPR:accepted=false; Path=/; Max-Age=6048000; SameSite=Lax']);
    });
  });

  it('starts undecided without the cookie, and follows the answer', () => {
    expect(useConsentStore.getState().status).toBe('undecided');
    useConsentStore.getState().accept();
    expect(useConsentStore.getState().status).toBe('accepted');
    expect(readCookie('GDPR:accepted')).toBe('true');
    useConsentStore.getState().refuse();
    expect(useConsentStore.getState().status).toBe('denied');
    expect(readCookie('GDPR:accepted')).toBe('false');
  });

  it('remembers an earlier answer found in the cookie', () => {
    document.cookie = 'GDPR:accepted=false; Path=/';
    useConsentStore.getState().reload();
    expect(useConsentStore.getState().status).toBe('denied');
  });
});

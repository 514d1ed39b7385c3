/**
 * Requests per e-mail address in a sliding hour, so nobody can flood an address with confirmation mails from
 * many clients. Kept in memory per instance, like the per-client limit; behind N instances an address gets at
 * most N times the limit.
 */
export class AddressLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60 * 60 * 1000,
  ) {}

  /** Counts a request for the address; false when it is over the limit (the request is then not counted). */
  take(address: string, now = Date.now()): boolean {
    const recent = (this.hits.get(address) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(address, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(address, recent);
    if (this.hits.size > 10_000) this.forgetOld(now);
    return true;
  }

  private forgetOld(now: number): void {
    for (const [address, times] of this.hits) {
      if (times.every((at) => at <= now - this.windowMs)) this.hits.delete(address);
    }
  }
}

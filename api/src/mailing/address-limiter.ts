import { createHash, randomUUID } from 'node:crypto';
import { ReplyError, type Redis } from 'ioredis';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Requests per e-mail address in a sliding window (an hour), so nobody can flood an address with confirmation
 * mails from many clients.
 */
export interface AddressLimit {
  /** Counts a request for the address; false when it is over the limit (the request is then not counted). */
  take(address: string, now?: number): Promise<boolean>;
}

/** The limit kept in this process's memory: behind N instances an address gets at most N times the limit. */
export class AddressLimiter implements AddressLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = HOUR_MS,
  ) {}

  async take(address: string, now = Date.now()): Promise<boolean> {
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

/**
 * The same window in one sorted set per address (its requests scored by time), read and written in one script
 * so that instances taking the same address at once cannot both pass the last place. KEYS[1] the address's set;
 * ARGV: now, window, limit (ms, ms, count), a name for this request.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 1
`;

/**
 * The limit kept in Redis, shared by every instance. Keys name a hash of the address, not the address: Redis is
 * no place for the visitors' e-mail addresses. When Redis cannot be reached or does not answer in time the request
 * passes, as it does for the per-client limits (plugins/external/redis.ts logs the outage); an error Redis answers
 * is a fault of this code and is thrown.
 */
export class RedisAddressLimiter implements AddressLimit {
  constructor(
    private readonly redis: Redis,
    private readonly limit: number,
    private readonly windowMs = HOUR_MS,
  ) {}

  async take(address: string, now = Date.now()): Promise<boolean> {
    const key = `mailing-address:${createHash('sha256').update(address).digest('hex')}`;
    try {
      const taken = await this.redis.eval(TAKE_SCRIPT, 1, key, now, this.windowMs, this.limit, randomUUID());
      return taken === 1;
    } catch (error) {
      if (error instanceof ReplyError) throw error;
      return true;
    }
  }
}

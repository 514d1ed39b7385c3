import autocannon from 'autocannon';

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
}

export interface Measurement {
  name: string;
  path: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  requests: number;
  errors: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const round = (n: number) => Math.round(n * 100) / 100;

/** p50, p95, p99 and max of response times, in milliseconds with two decimals. */
function latencySummary(latencies: number[]): Measurement['latencyMs'] {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

function run(
  base: string,
  target: Target,
  seconds: number,
  connections: number,
  latencies?: number[],
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${target.path}`,
        method: target.method ?? 'GET',
        body: target.body,
        headers: target.body ? { 'content-type': 'application/json' } : {},
        connections,
        duration: seconds,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // autocannon reports p97.5 but not p95; every response time is kept to compute exact percentiles.
    if (latencies) instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
}

/** Warms the route up for a second, then loads it for `seconds` and measures throughput and latency. */
export async function measure(
  base: string,
  target: Target,
  seconds: number,
  connections: number,
): Promise<Measurement> {
  await run(base, target, 1, connections);
  const latencies: number[] = [];
  const result = await run(base, target, seconds, connections, latencies);
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: round(result.requests.average),
    latencyMs: latencySummary(latencies),
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export interface MixMeasurement {
  requestsPerSecond: number;
  latencyMs: Measurement['latencyMs'];
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers by status code, to tell what the non-2xx were. */
  statusCodes: Record<string, number>;
}

/** Loads a mix of endpoints at once for `seconds`: each connection sends the targets in turn, over and over. */
export function measureMix(
  base: string,
  targets: Target[],
  seconds: number,
  connections: number,
): Promise<MixMeasurement> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        // A slow answer under load is measured, not counted as a failure.
        timeout: 30,
        requests: targets.map((target) => ({
          path: target.path,
          method: target.method ?? 'GET',
          body: target.body,
          headers: target.body ? { 'content-type': 'application/json' } : {},
        })),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requestsPerSecond: round(result.requests.average),
          latencyMs: latencySummary(latencies),
          requests: result.requests.total,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statusCodes,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time);
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    });
  });
}

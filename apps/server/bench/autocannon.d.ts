/** The part of autocannon 9's programmatic API the API benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  };

  export type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };

  export type RequestSpec = RawRequest & {
    /** Answers the request to send (a falsy value restarts the client's sequence); `context` lives as long as the connection. */
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };

  export type Client = EventEmitter & { setRequests(requests: RequestSpec[]): void };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: RequestSpec[];
    setupClient?: (client: Client) => void;
  };

  export type Result = {
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };

  function autocannon(options: Options): Promise<Result> & EventEmitter;
  export default autocannon;
}

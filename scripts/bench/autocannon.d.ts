// autocannon ships no types; this declares the part of its API the benchmark uses.
declare module 'autocannon' {
  interface Request {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; its answer is what goes out. */
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    /** The sequence each connection sends, over and over. */
    requests?: Request[];
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

// The few autocannon options and results the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p99: number; max: number }
  interface Request { method?: string; path?: string; headers?: Record<string, string>; body?: string }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: (Request & { setupRequest?: (req: Request) => Request })[];
  }
  interface Result { requests: Histogram; latency: Histogram; '2xx': number; non2xx: number; errors: number; timeouts: number }
  export default function autocannon(options: Options): Promise<Result>;
}

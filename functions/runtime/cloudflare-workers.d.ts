// Just enough of the Workers runtime module for type-checking without pulling in @cloudflare/workers-types.
declare module 'cloudflare:workers' {
  export const env: Record<string, unknown>;
}

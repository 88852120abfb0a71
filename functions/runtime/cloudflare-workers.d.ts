// Just enough of the Workers runtime module for type-checking without pulling in @cloudflare/workers-types.
declare module 'cloudflare:workers' {
  export const env: Record<string, unknown>;
}

// WebAssembly files bundled with the Worker arrive compiled (the Cloudflare Vite plugin's CompiledWasm modules).
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}

// Just enough of the Workers runtime module for type-checking without pulling in @cloudflare/workers-types.
declare module 'cloudflare:workers' {
  export const env: Record<string, unknown>;
}

// WebAssembly files bundled with the Worker arrive compiled (the Cloudflare Vite plugin's CompiledWasm modules).
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}

// The wheel image's text frames, drawn with satori at build time (astro.config.mjs).
declare module 'virtual:wheel-frames' {
  const frames: import('../mail/report/wheel-image.ts').WheelFrames;
  export default frames;
}

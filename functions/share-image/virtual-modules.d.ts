// The share card's renderer for the build's target (astro.config.mjs): node.ts or cloudflare.ts.
declare module 'virtual:share-card' {
  export const renderShareCard: import('../shares/service.ts').ShareCardRenderer;
}

// Every archetype's card frames, drawn with satori at build time for the Worker (astro.config.mjs).
declare module 'virtual:share-card-frames' {
  const frames: Record<string, import('./card.ts').ArchetypeCardFrames>;
  export default frames;
}

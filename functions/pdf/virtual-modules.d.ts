// The PDF report's WOFF files, base64 by their @fontsource path, inlined at build time for the Worker (astro.config.mjs).
declare module 'virtual:pdf-fonts' {
  const fonts: Record<string, string>;
  export default fonts;
}

/** The line that says which site an analysis is of, and when ("acme.com · March 4, 2025"): it goes into the exported image. */
export function analysisSource(url: string, analyzedAt: number): { host: string; date: string; iso: string } {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // Not a URL after all: the text as given still names the site.
  }
  const at = new Date(analyzedAt);
  return { host, date: at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }), iso: at.toISOString() };
}

/** Saves a blob as a download under `filename`, from a temporary link (the browser's own download, no new tab). */
export function saveDownload(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by then; the URL would only keep its memory alive.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Spec: en-US, short month, day, year, hour, minute (e.g. "Jan 5, 2025, 3:07 PM"). */
export const formatDate = (iso: string) => DATE.format(new Date(iso));

/** Spec: confidence as a rounded whole percent. */
export const formatConfidence = (confidence: number | null) => (confidence === null ? '—' : `${Math.round(confidence * 100)}%`);

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** A wait as people say it: "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`;
}

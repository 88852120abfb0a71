const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Spec: en-US, short month, day, year, hour, minute (e.g. "Jan 5, 2025, 3:07 PM"). */
export const formatDate = (iso: string) => DATE.format(new Date(iso));

/** Spec: confidence as a rounded whole percent. */
export const formatConfidence = (confidence: number | null) => (confidence === null ? '—' : `${Math.round(confidence * 100)}%`);

export const formatCount = (n: number) => n.toLocaleString('en-US');

/**
 * Where the quiz keeps its progress and last result in localStorage. Its own module, so the resume script and the
 * team page's island can name it without importing the quiz store.
 */
export const QUIZ_STORAGE_KEY = 'brand-archetype:quiz:v1';

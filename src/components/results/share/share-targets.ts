import type { QuizResults } from '../../../domain/quiz/results.ts';

/** The words a post starts with; the networks add the link's own preview (the shared page's card image). */
export function shareText({ primary, subArchetype }: Pick<QuizResults, 'primary' | 'subArchetype'>): string {
  return `My brand archetype is ${primary} (${subArchetype}). Discover yours:`;
}

/** LinkedIn's share page takes only the URL; the title and image come from the page's Open Graph tags. */
export const linkedInShareUrl = (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;

export const xShareUrl = (url: string, text: string) =>
  `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;

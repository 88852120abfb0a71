import { useLayoutEffect, type RefObject } from 'react';

/**
 * Hands a controlled field the text typed into the server's HTML before its island hydrated. Hydration leaves that
 * text in the field, but the island's next render would set the field back to its state (empty) and lose it.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, adopt: (typed: string) => void): void {
  // Once, right after hydration, before the next render can clear the field.
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed) adopt(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was there at hydration
  }, []);
}

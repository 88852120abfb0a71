import type { ReactNode } from 'react';

/**
 * What the image renderers (the report's wheel, the share card, the guides' Open Graph images) need of satori: its
 * function, its fonts, and elements written without React or JSX.
 */

/** satori's function, as far as the renderers need it (the runtime's `satori` is cast to it where it is imported). */
export type Satori = (element: ReactNode, options: { width: number; height: number; fonts: SatoriFont[] }) => Promise<string>;
export type SatoriFont = { name: string; data: ArrayBuffer; weight: 400 | 700 | 800; style: 'normal' };

/** An element's inline style: satori's subset of CSS, camelCased, numbers in px. */
export type Style = Record<string, string | number>;

/** A satori element without React: satori reads only `type` and `props` (its style, children and attributes such as src). */
export const h = (type: string, style: Style, children?: unknown, extra: Record<string, unknown> = {}) =>
  ({ type, props: { style, children, ...extra } }) as unknown as ReactNode;

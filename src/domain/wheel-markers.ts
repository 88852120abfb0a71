import { contrastRatio, tintUntil } from './color-contrast.ts';
import { angleOf, WHEEL, wheelPoint } from './wheel.ts';

/** WCAG 1.4.11: a marker's edge needs 3:1 against what it borders to be seen. */
const VISIBLE = 3;
/** The spec's secondary and company dots are black. */
export const OTHER_FILL = '#000000';

export interface WheelMarkerStyle {
  primaryFill: string;
  /** A ring outside the primary's white edge, for a primary that would pass for a black dot; null when not needed. */
  primaryHalo: string | null;
  /** Outline of the black secondary and company dots: the primary colour, tinted lighter when it would vanish on black. */
  otherRing: string;
}

/** How the markers are drawn for a primary colour, so the primary never looks like the black dots (e.g. the Outlaw's near-black). */
export function wheelMarkerStyle(primaryColor: string): WheelMarkerStyle {
  const darkOnBlack = contrastRatio(primaryColor, OTHER_FILL) < VISIBLE;
  return {
    primaryFill: primaryColor,
    primaryHalo: darkOnBlack ? primaryColor : null,
    otherRing: darkOnBlack ? tintUntil(primaryColor, OTHER_FILL, VISIBLE) : primaryColor,
  };
}

/** Radius of the primary's halo ring; the company's pip (a white centre that tells it from the secondary). */
export const MARKER = { halo: WHEEL.primaryDot + 5, pip: 3 } as const;

/** Degrees the company dot moves along the marker circle when it shares an archetype with another dot (it stays in that segment). */
export const SHARED_OFFSET = 12;

type Point = { x: number; y: number };

interface WheelMarks {
  primary: string;
  secondary?: string | null;
  company?: string | null;
}

interface MarkerPlaces {
  primary?: Point;
  secondary?: Point;
  company?: Point;
  /** The company's archetype is the primary's (or the secondary's), so its dot sits beside that one. */
  companyShared: boolean;
}

/** Where each dot goes; names off the wheel get none. A shared company dot steps away from the dashed line's other end. */
export function wheelMarkerPlaces({ primary, secondary, company }: WheelMarks): MarkerPlaces {
  const angle = (name: string | null | undefined) => (name ? angleOf(name) : undefined);
  const at = (a: number | undefined) => (a === undefined ? undefined : wheelPoint(a));
  const companyShared = Boolean(company) && (company === primary || company === secondary);
  const companyAngle = angle(company);
  let offset = 0;
  if (companyShared && companyAngle !== undefined) {
    const other = angle(company === primary ? secondary : primary);
    // Signed shortest turn from the company's dot to the other end of the line: step the opposite way.
    const towardOther = other === undefined ? 0 : ((other - companyAngle + 540) % 360) - 180;
    offset = towardOther > 0 ? -SHARED_OFFSET : SHARED_OFFSET;
  }
  return {
    primary: at(angle(primary)),
    secondary: at(angle(secondary)),
    company: at(companyAngle === undefined ? undefined : companyAngle + offset),
    companyShared,
  };
}

import { displayColorOf } from '../../domain/archetypes/colors.ts';
import { competitorMarkers } from '../../domain/competitors/markers.ts';
import type { ArchetypeScores } from '../../domain/quiz/results.ts';
import { secondaryArchetype as runnerUp, WHEEL } from '../../domain/wheel.ts';
import { MARKER, OTHER_FILL, wheelMarkerPlaces, wheelMarkerStyle } from '../../domain/wheel-markers.ts';
import { CompetitorLegend, CompetitorMarks } from './CompetitorMarks.tsx';

export interface ArchetypeWheelProps {
  primaryArchetype: string;
  secondaryArchetype?: string;
  companyArchetype?: string | null;
  scores: ArchetypeScores;
  /** Whose website the company marker stands for: the visitor's own ('Our Analysis') or, on a shared page, theirs. */
  companyLabel?: { legend: string; description: string };
  /** Competitor sites, each drawn as a labelled marker (shape, colour, host) on the outer ring, with a legend entry. */
  competitors?: Array<{ label: string; archetype: string }>;
  /** Prefix of the title and description ids, for a page with more than one wheel. */
  idPrefix?: string;
}

const OWN_COMPANY = { legend: 'Our Analysis', description: 'Our analysis of your website' };
/** Room around the 500 × 500 wheel for the competitors' host labels beside the outer ring. */
const LABEL_PAD = { x: 130, y: 24 } as const;

/**
 * The archetype wheel: primary as a large filled dot, secondary and company as black dots ringed in the
 * primary colour (the company's with a white pip), styled so each stays distinguishable for every archetype.
 */
export function ArchetypeWheel({
  primaryArchetype,
  secondaryArchetype,
  companyArchetype,
  scores,
  companyLabel = OWN_COMPANY,
  competitors = [],
  idPrefix = 'wheel',
}: ArchetypeWheelProps) {
  const style = wheelMarkerStyle(displayColorOf(primaryArchetype));
  const secondaryName = secondaryArchetype ?? runnerUp(scores, primaryArchetype);
  const {
    primary: p,
    secondary: s,
    company: c,
    companyShared,
  } = wheelMarkerPlaces({
    primary: primaryArchetype,
    secondary: secondaryName,
    company: companyArchetype,
  });
  const description = [
    `Primary: ${primaryArchetype}.`,
    secondaryName ? `Secondary: ${secondaryName}.` : '',
    companyArchetype ? `${companyLabel.description}: ${companyArchetype}${companyShared ? ', drawn beside the same archetype' : ''}.` : '',
    ...competitors.map((m) => `Competitor ${m.label}: ${m.archetype}.`),
  ].join(' ');
  const markers = competitorMarkers(competitors);
  // Without competitors the wheel keeps its own 500 × 500 box; their labels need room outside the ring.
  const pad = markers.length > 0 ? LABEL_PAD : { x: 0, y: 0 };
  const box = { width: WHEEL.size + 2 * pad.x, height: WHEEL.size + 2 * pad.y };
  const ring = { fill: OTHER_FILL, stroke: style.otherRing, strokeWidth: 3, r: WHEEL.otherDot };
  const halo = style.primaryHalo ? { boxShadow: `0 0 0 2px #fff, 0 0 0 4px ${style.primaryHalo}` } : {};

  return (
    <figure className={markers.length > 0 ? 'wheel wheel--labelled' : 'wheel'}>
      <svg
        viewBox={`${-pad.x} ${-pad.y} ${box.width} ${box.height}`}
        width={box.width}
        height={box.height}
        role="img"
        aria-labelledby={`${idPrefix}-title ${idPrefix}-desc`}
      >
        <title id={`${idPrefix}-title`}>Archetype wheel</title>
        <desc id={`${idPrefix}-desc`}>{description}</desc>
        <image href="/images/wheel-base.svg" x="0" y="0" width={WHEEL.size} height={WHEEL.size} />
        {p && s && <line x1={p.x} y1={p.y} x2={s.x} y2={s.y} stroke={style.primaryFill} strokeWidth="3" strokeDasharray="8 6" />}
        {s && <circle data-dot="secondary" cx={s.x} cy={s.y} {...ring} />}
        {c && (
          <>
            <circle data-dot="company" cx={c.x} cy={c.y} {...ring} />
            <circle data-dot="company-pip" cx={c.x} cy={c.y} r={MARKER.pip} fill="#fff" />
          </>
        )}
        {p && style.primaryHalo && (
          <circle data-dot="primary-halo" cx={p.x} cy={p.y} r={MARKER.halo} fill="none" stroke={style.primaryHalo} strokeWidth="2" />
        )}
        {p && <circle data-dot="primary" cx={p.x} cy={p.y} r={WHEEL.primaryDot} fill={style.primaryFill} stroke="#fff" strokeWidth="2" />}
        <CompetitorMarks markers={markers} />
      </svg>
      <figcaption className="wheel__legend">
        <span className="legend-item">
          <span className="legend-dot" style={{ background: style.primaryFill, ...halo }} /> Primary
        </span>
        {secondaryName && (
          <span className="legend-item">
            <span className="legend-dot legend-dot--ringed" style={{ borderColor: style.otherRing }} /> Secondary
          </span>
        )}
        {c && (
          <span className="legend-item">
            <span className="legend-dot legend-dot--ringed legend-dot--pip" style={{ borderColor: style.otherRing }} /> {companyLabel.legend}
          </span>
        )}
        <CompetitorLegend markers={markers} />
      </figcaption>
    </figure>
  );
}

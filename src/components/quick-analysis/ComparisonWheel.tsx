import { competitorMarkers } from '../../domain/competitors/markers.ts';
import { CompetitorLegend, CompetitorMarks } from '../results/CompetitorMarks.tsx';
import type { CompetitorAnalysis } from '../../domain/competitors/types.ts';
import { angleOf, inwardLabel, WHEEL, wheelPoint } from '../../domain/wheel.ts';

/** The analysed site's marker: a dark circle, so its shape alone tells it from the competitors' square, triangle and diamond. */
const MAIN = { fill: '#111827', r: WHEEL.primaryDot } as const;
/** Room around the 500 × 500 wheel for the hosts' labels beside the outer ring. */
const PAD = { x: 130, y: 24 } as const;

/**
 * Every site of a comparison on one wheel: the analysed site on the marker circle, the others on the
 * outer ring with their shapes, colours and host labels, and a legend that names each of them.
 */
export function ComparisonWheel({ main, others }: { main: CompetitorAnalysis | null; others: CompetitorAnalysis[] }) {
  const markers = competitorMarkers(others.map((o) => ({ label: o.host, archetype: o.archetype })));
  const angle = main ? angleOf(main.archetype) : undefined;
  const dot = angle === undefined ? null : wheelPoint(angle);
  const label = dot && inwardLabel(dot, MAIN.r);
  const description = [main ? `${main.host}: ${main.archetype}.` : '', ...others.map((o) => `${o.host}: ${o.archetype}.`)].join(' ');
  const viewBox = `${-PAD.x} ${-PAD.y} ${WHEEL.size + 2 * PAD.x} ${WHEEL.size + 2 * PAD.y}`;

  return (
    <figure className="wheel wheel--labelled qa-compare__wheel">
      <svg viewBox={viewBox} role="img" aria-labelledby="qa-compare-wheel-title qa-compare-wheel-desc" data-testid="comparison-wheel">
        <title id="qa-compare-wheel-title">Archetype wheel of the compared sites</title>
        <desc id="qa-compare-wheel-desc">{description}</desc>
        <image href="/images/wheel-base.svg" x="0" y="0" width={WHEEL.size} height={WHEEL.size} />
        {dot && label && main && (
          <g data-marker="main">
            <circle cx={dot.x} cy={dot.y} r={MAIN.r} fill={MAIN.fill} stroke="#fff" strokeWidth="3" />
            <text x={label.x} y={label.y} textAnchor={label.anchor} className="wheel__marker-label">
              {main.host}
            </text>
          </g>
        )}
        <CompetitorMarks markers={markers} />
      </svg>
      <figcaption className="qa-compare__legend">
        {main && (
          <span className="legend-item">
            <svg viewBox="-10 -10 20 20" width="16" height="16" aria-hidden="true">
              <circle r="8" fill={MAIN.fill} />
            </svg>
            {main.host} (analyzed site)
          </span>
        )}
        <CompetitorLegend markers={markers} />
      </figcaption>
    </figure>
  );
}

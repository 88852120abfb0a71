import type { CompetitorMarker } from '../../domain/competitors/markers.ts';

/** Competitor markers inside a wheel's SVG: each shape in its colour, labelled with its host. */
export function CompetitorMarks({ markers }: { markers: CompetitorMarker[] }) {
  return markers.map((m) => (
    <g key={m.label} data-marker="competitor" data-shape={m.shape}>
      <path d={m.path} fill={m.color} stroke="#fff" strokeWidth="2" />
      <text x={m.labelX} y={m.labelY} textAnchor={m.anchor} className="wheel__marker-label">
        {m.label}
      </text>
    </g>
  ));
}

/** Their legend entries: the same shape and colour, small, beside the host. */
export function CompetitorLegend({ markers }: { markers: CompetitorMarker[] }) {
  return markers.map((m) => (
    <span className="legend-item" key={m.label} data-legend="competitor">
      <svg viewBox={`${m.x - 12} ${m.y - 12} 24 24`} width="16" height="16" aria-hidden="true">
        <path d={m.path} fill={m.color} />
      </svg>
      {m.label}
    </span>
  ));
}

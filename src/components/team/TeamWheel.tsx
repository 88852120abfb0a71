import { displayColorOf } from '../../domain/archetypes/colors.ts';
import type { TeamAggregate } from '../../domain/team/aggregate.ts';
import type { TeamMember } from '../../domain/team/types.ts';
import { layoutDots, WEBSITE_MARKER, websiteMarkerPlace, type WebsiteMarkerPlace } from '../../domain/team/wheel-layout.ts';
import { WHEEL } from '../../domain/wheel.ts';
import { wheelDescription } from '../../domain/team/wheel-description.ts';

export interface TeamWheelProps {
  members: readonly TeamMember[];
  aggregate: TeamAggregate;
  /** Prefix of the title and description ids, for a page with more than one wheel. */
  idPrefix?: string;
}

/** The centre of gravity: a ring with ticks, open in the middle so a member's dot beneath it stays readable. */
const CENTRE_RING = 17;
const TICK = 6;

function CentreMark({ x, y }: { x: number; y: number }) {
  const ticks = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ].map(([dx, dy]) => `M${x + dx! * CENTRE_RING} ${y + dy! * CENTRE_RING}l${dx! * TICK} ${dy! * TICK}`);
  return (
    <g data-marker="centre">
      <circle cx={x} cy={y} r={CENTRE_RING} fill="none" stroke="#fff" strokeWidth="7" />
      <path d={ticks.join('')} stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <circle cx={x} cy={y} r={CENTRE_RING} fill="none" stroke="#111827" strokeWidth="3" />
      <path d={ticks.join('')} stroke="#111827" strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

/** Black with a white pip for the website's archetype (as the results wheel marks the company); inverted for its runner-up. */
const SITE_LOOK = {
  website: { fill: '#000', pip: '#fff' },
  'website-runner-up': { fill: '#fff', pip: '#000' },
} as const;
type SiteKind = keyof typeof SITE_LOOK;

function SiteMark({ kind, place, label }: { kind: SiteKind; place: WebsiteMarkerPlace; label: string }) {
  const { fill, pip } = SITE_LOOK[kind];
  return (
    <g data-marker={kind}>
      <title>{label}</title>
      <path d={place.arc} fill="none" stroke="#000" strokeWidth="4" strokeLinecap="round" strokeDasharray={kind === 'website' ? undefined : '2 6'} />
      <circle cx={place.x} cy={place.y} r={WEBSITE_MARKER.dot} fill={fill} stroke="#000" strokeWidth="2.5" />
      <circle cx={place.x} cy={place.y} r={WEBSITE_MARKER.pip} fill={pip} />
    </g>
  );
}

/** The same marker, small, for the legend. */
function SiteSwatch({ kind }: { kind: SiteKind }) {
  const { fill, pip } = SITE_LOOK[kind];
  return (
    <svg viewBox="-10 -10 20 20" width="18" height="18" aria-hidden="true" className="team-legend__site">
      <circle r="8" fill={fill} stroke="#000" strokeWidth="2.5" />
      <circle r="2.8" fill={pip} />
    </svg>
  );
}

/**
 * Every member's primary as a dot in the archetype's colour, labelled with their initials (members sharing an archetype
 * fan out, see wheel-layout.ts); the website's archetype (and its runner-up) as a marker just outside the rim over an
 * arc along its segment; the team's centre of gravity as a ring. Static SVG, described in words for screen readers.
 */
export function TeamWheel({ members, aggregate, idPrefix = 'team-wheel' }: TeamWheelProps) {
  const { centre, alignment } = aggregate;
  const { radius, dots } = layoutDots(members, (m) => m.primary);
  const pad = WEBSITE_MARKER.pad;
  const size = WHEEL.size + 2 * pad;
  const site = alignment ? websiteMarkerPlace(alignment.website) : undefined;
  const runnerUp = alignment?.runnerUp ? websiteMarkerPlace(alignment.runnerUp) : undefined;
  const siteLabel = alignment && `${alignment.uncertain ? "The website's uncertain reading" : "The website's archetype"}: ${alignment.website}`;
  const runnerUpLabel = alignment?.runnerUp && `Its runner-up: ${alignment.runnerUp}`;
  // Two letters need a smaller face than one to fit the dot.
  const fontSize = (initials: string) => Math.round(radius * (Array.from(initials).length > 1 ? 0.95 : 1.2) * 10) / 10;

  return (
    <figure className="wheel team-wheel">
      <svg viewBox={`${-pad} ${-pad} ${size} ${size}`} width={size} height={size} role="img" aria-labelledby={`${idPrefix}-title ${idPrefix}-desc`}>
        <title id={`${idPrefix}-title`}>The team on the archetype wheel</title>
        <desc id={`${idPrefix}-desc`}>{wheelDescription(aggregate)}</desc>
        <image href="/images/wheel-base.svg" x="0" y="0" width={WHEEL.size} height={WHEEL.size} />
        {runnerUp && runnerUpLabel && <SiteMark kind="website-runner-up" place={runnerUp} label={runnerUpLabel} />}
        {site && siteLabel && <SiteMark kind="website" place={site} label={siteLabel} />}
        {dots.map(({ item: m, x, y }) => (
          <g key={m.id} data-marker="member" data-archetype={m.primary}>
            <title>{`${m.name}: ${m.primary}`}</title>
            <circle cx={x} cy={y} r={radius} fill={displayColorOf(m.primary)} stroke="#fff" strokeWidth="1.5" />
            <text x={x} y={y} dy="0.35em" textAnchor="middle" className="team-wheel__initials" fontSize={fontSize(m.initials)}>
              {m.initials}
            </text>
          </g>
        ))}
        {centre && <CentreMark x={centre.x} y={centre.y} />}
      </svg>
      <figcaption className="wheel__legend team-wheel__legend">
        {members.length > 0 && (
          <span className="legend-item">
            <span className="team-legend__dot" aria-hidden="true">
              AB
            </span>{' '}
            A member (initials), in their archetype's colour
          </span>
        )}
        {site && (
          <span className="legend-item" data-testid="legend-website">
            <SiteSwatch kind="website" /> {siteLabel}
          </span>
        )}
        {runnerUp && (
          <span className="legend-item" data-testid="legend-website-runner-up">
            <SiteSwatch kind="website-runner-up" /> {runnerUpLabel}
          </span>
        )}
        {centre && (
          <span className="legend-item">
            <svg viewBox="-12 -12 24 24" width="16" height="16" aria-hidden="true">
              <circle r="7" fill="none" stroke="#111827" strokeWidth="2.5" />
              <path d="M0 -7V-11M7 0H11M0 7V11M-7 0H-11" stroke="#111827" strokeWidth="2.5" />
            </svg>
            The team's centre of gravity
          </span>
        )}
      </figcaption>
    </figure>
  );
}

import { displayColorOf } from '../../domain/archetypes/colors.ts';
import type { ArchetypeScores } from '../../domain/quiz/results.ts';
import { angleOf, secondaryArchetype as runnerUp, WHEEL, wheelPoint } from '../../domain/wheel.ts';

export interface ArchetypeWheelProps {
  primaryArchetype: string;
  secondaryArchetype?: string;
  companyArchetype?: string | null;
  scores: ArchetypeScores;
}

/** The archetype wheel: primary as a large filled dot, secondary and company as black dots ringed in the primary colour. */
export function ArchetypeWheel({ primaryArchetype, secondaryArchetype, companyArchetype, scores }: ArchetypeWheelProps) {
  const color = displayColorOf(primaryArchetype);
  const secondaryName = secondaryArchetype ?? runnerUp(scores, primaryArchetype);
  const at = (name: string | null | undefined) => {
    const angle = name ? angleOf(name) : undefined;
    return angle === undefined ? undefined : wheelPoint(angle);
  };
  const p = at(primaryArchetype);
  const s = at(secondaryName);
  const c = at(companyArchetype);
  const description = [
    `Primary: ${primaryArchetype}.`,
    secondaryName ? `Secondary: ${secondaryName}.` : '',
    companyArchetype ? `Our analysis of your website: ${companyArchetype}.` : '',
  ].join(' ');

  return (
    <figure className="wheel">
      <svg viewBox={`0 0 ${WHEEL.size} ${WHEEL.size}`} width={WHEEL.size} height={WHEEL.size} role="img" aria-labelledby="wheel-title wheel-desc">
        <title id="wheel-title">Archetype wheel</title>
        <desc id="wheel-desc">{description}</desc>
        <image href="/images/wheel-base.svg" x="0" y="0" width={WHEEL.size} height={WHEEL.size} />
        {p && s && <line x1={p.x} y1={p.y} x2={s.x} y2={s.y} stroke={color} strokeWidth="3" strokeDasharray="8 6" />}
        {s && <circle data-dot="secondary" cx={s.x} cy={s.y} r={WHEEL.otherDot} fill="#000" stroke={color} strokeWidth="3" />}
        {c && <circle data-dot="company" cx={c.x} cy={c.y} r={WHEEL.otherDot} fill="#000" stroke={color} strokeWidth="3" />}
        {p && <circle data-dot="primary" cx={p.x} cy={p.y} r={WHEEL.primaryDot} fill={color} stroke="#fff" strokeWidth="2" />}
      </svg>
      <figcaption className="wheel__legend">
        <span className="legend-item">
          <span className="legend-dot" style={{ background: color }} /> Primary
        </span>
        {secondaryName && (
          <span className="legend-item">
            <span className="legend-dot legend-dot--ringed" style={{ borderColor: color }} /> Secondary
          </span>
        )}
        {c && (
          <span className="legend-item">
            <span className="legend-dot legend-dot--ringed" style={{ borderColor: color }} /> Our Analysis
          </span>
        )}
      </figcaption>
    </figure>
  );
}

import type { ReactNode } from 'react';
import type { WebsiteAnalysis } from '../../../functions/analysis/types.ts';
import { runnerUpLine } from '../../domain/analysis-readings.ts';
import { displayColorOf } from '../../domain/archetypes/colors.ts';
import { Readings } from '../analysis/Readings.tsx';
import '../../styles/voice-rewrites.css';

function Card({ title, subtitle, children, id }: { title: string; subtitle?: string; children: ReactNode; id: string }) {
  return (
    <section className="card qa-card" aria-labelledby={id}>
      {/* Focusable from script only: the app moves focus to the first card's heading when an analysis finishes */}
      <h3 id={id} tabIndex={-1}>
        {title}
      </h3>
      {subtitle && <p className="muted">{subtitle}</p>}
      {children}
    </section>
  );
}

/** Every result card; each appears only when the analysis has content for it. All text is rendered as text. */
export function AnalysisResult({ analysis: a }: { analysis: WebsiteAnalysis }) {
  const color = displayColorOf(a.archetype);
  const hasMvv = Boolean(a.missionStatement || a.visionStatement || a.coreValues.length);
  const call = runnerUpLine(a);
  return (
    <div className="qa-result">
      <Card title="Brand Archetype Identified" id="qa-archetype">
        <div className="qa-badges">
          <span className="badge" style={{ background: color }} data-testid="archetype-badge">
            {a.archetype}
          </span>
          {a.subArchetype && (
            <span className="badge badge--outline" style={{ color, borderColor: color }}>
              {a.subArchetype}
            </span>
          )}
          <span className="qa-confidence">Confidence: {Math.round(a.confidence * 100)}%</span>
        </div>
        {call && (
          <p className="analysis-call" data-testid="analysis-call">
            {call}
          </p>
        )}
        <Readings analysis={a} id="qa-readings-title" />
        <h4>Analysis</h4>
        <p>{a.reasoning}</p>
        {a.keyIndicators.length > 0 && (
          <>
            <h4>Key Indicators</h4>
            <ul>
              {a.keyIndicators.map((k, i) => (
                <li key={i}>{k}</li>
              ))}
            </ul>
          </>
        )}
      </Card>

      {a.colorPalette.length > 0 && (
        <Card title="Brand Color Palette" id="qa-palette">
          <ul className="qa-palette">
            {a.colorPalette.map((c, i) => (
              <li key={i} className="swatch">
                <span className="swatch__color" style={{ background: c.hex }} aria-hidden="true" />
                <span className="swatch__name">{c.name}</span>
                <code className="swatch__hex">{c.hex}</code>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {hasMvv && (
        <Card title="Mission, Vision & Values" id="qa-mvv">
          {a.missionStatement && (
            <>
              <h4>Mission</h4>
              <p>{a.missionStatement}</p>
            </>
          )}
          {a.visionStatement && (
            <>
              <h4>Vision</h4>
              <p>{a.visionStatement}</p>
            </>
          )}
          {a.coreValues.length > 0 && (
            <>
              <h4>Core Values</h4>
              <ul className="chips">
                {a.coreValues.map((v, i) => (
                  <li key={i} className="chip">
                    {v}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
      )}

      {a.brandKeywords.length > 0 && (
        <Card title="Brand Keywords" subtitle="Key terms that define this brand's positioning" id="qa-keywords">
          <ul className="chips">
            {a.brandKeywords.map((k, i) => (
              <li key={i} className="chip chip--neutral">
                {k}
              </li>
            ))}
          </ul>
        </Card>
      )}

      {(a.targetAudience || a.brandVoice) && (
        <div className="qa-pair">
          {a.targetAudience && (
            <Card title="Target Audience" id="qa-audience">
              <p>{a.targetAudience}</p>
            </Card>
          )}
          {a.brandVoice && (
            <Card title="Brand Voice" id="qa-voice">
              <p>{a.brandVoice}</p>
            </Card>
          )}
        </div>
      )}

      {a.additionalInsights.length > 0 && (
        <Card title="Additional Insights" id="qa-insights">
          <ul>
            {a.additionalInsights.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

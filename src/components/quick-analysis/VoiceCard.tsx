import { useStore } from '@nanostores/react';
import type { WebsiteAnalysis } from '../../../functions/analysis/types.ts';
import { ARCHETYPE_NAMES, isArchetypeName } from '../../domain/archetypes/types.ts';
import { $rewriteVoice } from '../../stores/quick-analysis.ts';
import { rewriteRequestFor } from '../../stores/voice-rewrites.ts';
import { VoiceRewrites } from '../voice/VoiceRewrites.tsx';

/** The site's headline and call to action rewritten in a voice the visitor picks (the site's own by default). */
export function VoiceCard({ analysis }: { analysis: WebsiteAnalysis }) {
  const picked = useStore($rewriteVoice) ?? analysis.archetype;
  if (!analysis.headline) return null;
  return (
    <section className="card qa-card" aria-labelledby="qa-rewrite-title">
      <h3 id="qa-rewrite-title">How This Site Would Sound in Another Voice</h3>
      <p className="muted">Pick an archetype to see the site's headline and main button rewritten in its voice.</p>
      <div className="voice-rewrites__picker">
        <label htmlFor="qa-rewrite-voice">Archetype voice</label>
        <select id="qa-rewrite-voice" value={picked} onChange={(e) => isArchetypeName(e.target.value) && $rewriteVoice.set(e.target.value)}>
          {ARCHETYPE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
              {name === analysis.archetype ? ' (detected)' : ''}
            </option>
          ))}
        </select>
      </div>
      <VoiceRewrites request={rewriteRequestFor(picked, { ...analysis, headline: analysis.headline })} />
    </section>
  );
}

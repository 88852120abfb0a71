import type { ArchetypeName } from '../../domain/archetypes/types.ts';
import type { CompanyAnalysis } from '../../domain/quiz/results.ts';
import { rewriteRequestFor } from '../../stores/voice-rewrites.ts';
import { VoiceRewrites } from '../voice/VoiceRewrites.tsx';

/** When the site projects another archetype than the visitor's: its headline rewritten in the visitor's own voice. */
export function SiteInYourVoice({ analysis, primary }: { analysis: CompanyAnalysis; primary: ArchetypeName }) {
  if (analysis.archetype === primary || !analysis.headline) return null;
  return (
    <section className="card no-print" aria-labelledby="site-voice-title" data-testid="site-in-your-voice">
      <h3 id="site-voice-title">How Your Site Would Sound as {primary}</h3>
      <p className="muted">
        Your website reads as {analysis.archetype}. Here is its headline and main button rewritten in your own archetype's voice, as a starting point.
      </p>
      <VoiceRewrites request={rewriteRequestFor(primary, { ...analysis, headline: analysis.headline })} />
    </section>
  );
}

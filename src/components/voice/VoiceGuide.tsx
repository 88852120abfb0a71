import type { ArchetypeName } from '../../domain/archetypes/types.ts';
import type { VoiceGuide as Guide } from '../../domain/voice/guide.ts';

/**
 * How to write in an archetype's voice. Labelled as a guide, never as copy: it is what the rules
 * offer for the lines they could not write naturally. Open from the start when it stands in for one.
 */
export function VoiceGuide({ archetype, guide, open }: { archetype: ArchetypeName; guide: Guide; open: boolean }) {
  return (
    <details className="voice-guide" open={open} data-testid="voice-guide">
      <summary className="voice-guide__summary">Voice guide: how {archetype} writes</summary>
      <p className="muted voice-guide__intro">A guide for writing these lines yourself, not finished copy.</p>
      <dl className="voice-guide__list">
        <div>
          <dt>Words to use</dt>
          <dd>{guide.use.join(', ')}</dd>
        </div>
        <div>
          <dt>Words to avoid</dt>
          <dd>{guide.avoid.join(', ')}</dd>
        </div>
        <div>
          <dt>Sentence shapes</dt>
          <dd>
            <ul className="voice-guide__shapes">
              {guide.shapes.map((shape) => (
                <li key={shape}>{shape}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Example on your subject</dt>
          <dd className="voice-guide__example">{guide.example}</dd>
        </div>
      </dl>
    </details>
  );
}

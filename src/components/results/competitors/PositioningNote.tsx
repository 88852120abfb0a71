import { positioningNote } from '../../../domain/competitors/positioning.ts';
import type { PositionedSite } from '../../../domain/competitors/types.ts';

/** Where the company stands among its competitors, in the shared note's plain sentences (the same words as the email). */
export function PositioningNote({ company, competitors }: { company: PositionedSite | null; competitors: PositionedSite[] }) {
  const { sentences } = positioningNote(company, competitors);
  if (sentences.length === 0) return null;
  return (
    <div className="competitors__note" data-testid="positioning-note">
      <h4>Positioning</h4>
      {sentences.map((s) => (
        <p key={s}>{s}</p>
      ))}
    </div>
  );
}

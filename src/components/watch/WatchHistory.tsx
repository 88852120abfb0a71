import type { WatchReading, WatchView } from '../../../functions/watch/queries.ts';
import { judgesAlignment } from '../../domain/alignment.ts';
import type { WatchChange } from '../../domain/watch/types.ts';
import './watch.css';

const day = (ms: number) => new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const quoted = (text: string | null) => (text ? `“${text}”` : 'none');

const ENDED: Record<NonNullable<WatchView['endReason']>, string> = {
  stopped: 'Watching was stopped',
  unreachable: 'Watching ended: the site could not be read three times in a row',
};

function Swatches({ hexes, label }: { hexes: string[]; label: string }) {
  if (!hexes.length) return null;
  return (
    <span className="watch-swatches">
      {label}:{' '}
      {hexes.map((hex) => (
        <span key={hex} className="watch-swatch">
          <span className="watch-swatch__chip" style={{ background: hex }} aria-hidden="true" />
          {hex}
        </span>
      ))}
    </span>
  );
}

function Change({ change }: { change: WatchChange }) {
  switch (change.kind) {
    case 'archetype':
      return (
        <>
          Archetype: {change.from} → {change.to}
        </>
      );
    case 'runnerUp':
      return (
        <>
          Runner-up: {change.from ?? 'none'} → {change.to ?? 'none'}
        </>
      );
    case 'alignment':
      return <>Alignment with you: {change.to === 'aligned' ? 'now aligned' : 'now a gap'}</>;
    case 'headline':
      return (
        <>
          Headline: {quoted(change.from)} → {quoted(change.to)}
        </>
      );
    case 'cta':
      return (
        <>
          Call to action: {quoted(change.from)} → {quoted(change.to)}
        </>
      );
    case 'palette':
      return (
        <>
          Colours: <Swatches hexes={change.added} label="added" /> <Swatches hexes={change.removed} label="removed" />
        </>
      );
  }
}

/** The reading's alignment by the one rule (src/domain/alignment.ts); older readings stored it regardless of confidence. */
function alignmentWords(reading: WatchReading, primary: string): string {
  const kind = judgesAlignment(reading.confidence) ? reading.alignment : 'uncertain';
  if (kind === 'aligned') return `Aligned with your archetype, ${primary}`;
  if (kind === 'gap') return `A gap with your archetype, ${primary}`;
  return `Too uncertain to judge alignment with your archetype, ${primary}`;
}

function Reading({ reading, primary, first, level }: { reading: WatchReading; primary: string; first: boolean; level: 'h2' | 'h3' }) {
  const Title = level;
  if (reading.error)
    return (
      <li className="watch-reading watch-reading--failed" data-testid="watch-reading">
        <Title>{day(reading.readAt)}: could not read the site</Title>
        <p>{reading.error}</p>
      </li>
    );
  const changes = reading.changes ?? [];
  return (
    <li className="watch-reading" data-testid="watch-reading">
      <Title>
        {day(reading.readAt)}: {reading.archetype}
        {reading.subArchetype ? ` (${reading.subArchetype})` : ''}
      </Title>
      <ul className="watch-reading__facts">
        {reading.confidence !== null && <li>Confidence {Math.round(reading.confidence * 100)}%</li>}
        {reading.alignment && <li>{alignmentWords(reading, primary)}</li>}
        {reading.headline && <li>Headline: {quoted(reading.headline)}</li>}
      </ul>
      {changes.length > 0 ? (
        <>
          <p className="watch-reading__label">What changed</p>
          <ul className="watch-reading__changes">
            {changes.map((change) => (
              <li key={change.kind}>
                <Change change={change} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="watch-reading__same">
          {first ? 'The first reading: later ones are compared with it.' : 'Nothing changed since the reading before.'}
        </p>
      )}
    </li>
  );
}

/** A watch's history, rendered on the server: the site, its state and the readings newest first (the /w page, the admin report). */
export function WatchHistory({ watch, headingLevel = 1 }: { watch: WatchView; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const oldest = watch.readings.at(-1)?.id;
  return (
    <section className="watch" aria-labelledby="watch-heading">
      <header className="watch__header">
        <Heading id="watch-heading">
          Watching <bdi>{watch.host}</bdi>
        </Heading>
        <ul className="watch__meta" aria-label="About this watch">
          <li>
            <a href={watch.url} rel="noreferrer">
              {watch.url}
            </a>
          </li>
          <li>Since {day(watch.since)}</li>
          <li data-testid="watch-state">
            {watch.state === 'ended'
              ? `${ENDED[watch.endReason ?? 'stopped']}${watch.endedAt ? ` on ${day(watch.endedAt)}` : ''}.`
              : `Next reading: ${watch.nextReadingAt ? day(watch.nextReadingAt) : 'soon'}`}
          </li>
        </ul>
      </header>
      {watch.readings.length === 0 ? (
        <p className="watch__empty">No reading yet.{watch.state === 'active' ? ' The first appears here once the site has been read.' : ''}</p>
      ) : (
        <ol className="watch__timeline" aria-label="Readings, newest first">
          {watch.readings.map((reading) => (
            <Reading
              key={reading.id}
              reading={reading}
              primary={watch.primary}
              first={reading.id === oldest}
              level={headingLevel === 1 ? 'h2' : 'h3'}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

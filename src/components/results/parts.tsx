import type { BrandExample, Swatch } from '../../domain/archetypes/types.ts';
import { brandMark } from '../../domain/brand-mark.ts';
import '../../styles/brand-mark.css';

export function Traits({ traits }: { traits: readonly string[] }) {
  return (
    <ul className="chips">
      {traits.map((t) => (
        <li key={t} className="chip">
          {t}
        </li>
      ))}
    </ul>
  );
}

export function BrandExamples({ examples }: { examples: readonly BrandExample[] }) {
  return (
    <ul className="brand-examples">
      {examples.map((b) => {
        const mark = brandMark(b);
        return (
          <li key={b.name} className="brand-example">
            <span
              className="brand-example__mark brand-mark"
              style={{ background: mark.background, color: mark.color }}
              aria-hidden="true"
              data-brand-mark
            >
              {mark.text}
            </span>
            <span>
              <strong>{b.name}</strong>
              <span className="brand-example__slogan">{b.slogan}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function Swatches({ colors }: { colors: readonly Swatch[] }) {
  return (
    <ul className="swatches">
      {colors.map((c) => (
        <li key={c.hex + c.name} className="swatch">
          <span className="swatch__color" style={{ background: c.hex }} aria-hidden="true" />
          <span className="swatch__name">{c.name}</span>
          <code className="swatch__hex">{c.hex}</code>
        </li>
      ))}
    </ul>
  );
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, cardLayout, composeShareCard } from '../../functions/share-image/card.ts';
import { renderNodeCardFrames } from '../../functions/share-image/frames-node.ts';
import { ARCHETYPES } from '../../src/domain/archetypes/index.ts';
import type { Archetype } from '../../src/domain/archetypes/types.ts';

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown; src?: string } };
/** A run of text on the card, with the font size it inherits and the box of the absolutely placed element around it. */
type Run = { text: string; fontSize: number; box: { left: number; top: number; width: number; height: number } | null };

/** Every text run and image of satori's element tree, each with what it inherits (font size, placed box). */
function walk(node: unknown, inherited: Omit<Run, 'text'> = { fontSize: 16, box: null }, runs: Run[] = [], images: Node[] = []) {
  if (node === null || node === undefined || node === false) return { runs, images };
  if (typeof node === 'string') {
    runs.push({ text: node, ...inherited });
    return { runs, images };
  }
  if (Array.isArray(node)) {
    for (const child of node) walk(child, inherited, runs, images);
    return { runs, images };
  }
  const { type, props } = node as Node;
  if (type === 'img') images.push(node as Node);
  const style = props.style ?? {};
  const box =
    style.position === 'absolute'
      ? { left: style.left as number, top: style.top as number, width: style.width as number, height: style.height as number }
      : inherited.box;
  walk(props.children, { fontSize: (style.fontSize as number | undefined) ?? inherited.fontSize, box }, runs, images);
  return { runs, images };
}

const art = (archetype: Archetype) => `data:image/svg+xml;utf8,${encodeURIComponent(`<svg data-art="${archetype.name}"/>`)}`;
const shortName = (name: string) => name.replace(/^The /, '');

describe('the share card (1200 × 630): legible at feed size', () => {
  it.each(ARCHETYPES.map((a) => [a.name, a] as const))('for %s names all twelve archetypes on the wheel, in type a feed can show', (_, archetype) => {
    const { runs } = walk(cardLayout(archetype, art(archetype)));
    const onWheel = runs.filter((r) => r.box !== null);
    expect(onWheel.map((r) => r.text).sort()).toEqual(ARCHETYPES.map((a) => shortName(a.name)).sort());
    for (const label of onWheel) {
      expect(label.fontSize, label.text).toBeGreaterThanOrEqual(19);
      // Every label lies on the card, clear of its edges.
      expect(label.box!.left, label.text).toBeGreaterThanOrEqual(0);
      expect(label.box!.left + label.box!.width, label.text).toBeLessThanOrEqual(CARD_WIDTH);
      expect(label.box!.top, label.text).toBeGreaterThanOrEqual(18);
      expect(label.box!.top + label.box!.height, label.text).toBeLessThanOrEqual(CARD_HEIGHT);
    }
  });

  it.each(ARCHETYPES.map((a) => [a.name, a] as const))('for %s shows the name large, beside the archetype’s mark', (_, archetype) => {
    const { runs, images } = walk(cardLayout(archetype, art(archetype)));
    const name = runs.find((r) => r.text === archetype.name);
    expect(name?.fontSize).toBeGreaterThanOrEqual(80);
    const mark = images.find((i) => i.props.src === art(archetype));
    expect(mark?.props.style).toMatchObject({ width: 112, height: 112 });
  });

  it("marks the visitor's archetype on the wheel with a filled pill named after it, larger than the other labels", () => {
    const sage = ARCHETYPES.find((a) => a.name === 'The Sage')!;
    const { runs } = walk(cardLayout(sage, art(sage)));
    const marker = runs.find((r) => r.box !== null && r.text === 'Sage')!;
    const other = runs.find((r) => r.box !== null && r.text === 'Hero')!;
    expect(marker.fontSize).toBeGreaterThan(other.fontSize);
  });
});

describe('the share card as satori draws it', () => {
  it('is a 1200 × 630 SVG with its text as outlines, the sub-archetype line and the wheel put in', async () => {
    const explorer = ARCHETYPES.find((a) => a.name === 'The Explorer')!;
    const frames = await renderNodeCardFrames(explorer, readFileSync(`public${explorer.image}`, 'utf8'));
    expect(frames.frame).toMatch(/^<svg width="1200" height="630"/);
    const card = composeShareCard(frames, { primary: explorer.name, subArchetype: explorer.subArchetypes[0]!.name });
    const images = [...card.matchAll(/href="data:image\/svg\+xml;base64,([^"]+)"/g)].map((m) => Buffer.from(m[1]!, 'base64').toString());
    // The wheel's geometry (its twelve segments) and the sub-archetype's own line are in the card, no empty stand-in left.
    expect(images.some((svg) => (svg.match(/<path d="M250 250L/g) ?? []).length === 12)).toBe(true);
    expect(images).toContain(frames.subtitles[explorer.subArchetypes[0]!.name]);
    // Twelve labels, a name, an eyebrow and a footer are many glyphs: satori drew text, not empty boxes.
    expect((frames.frame.match(/<path/g) ?? []).length).toBeGreaterThan(20);
  });
});

import { describe, expect, it } from 'vitest';
import { isEmbedPath, leavesEmbed } from '../../src/domain/site/embed.ts';

const HERE = 'https://archetypes.example/embed?source=partner&step=q3';

describe('links from the embedded quiz', () => {
  it.each([
    ['/hero', true],
    ['/privacy', true],
    ['/', true],
    ['/?step=intro', true],
    ['https://thebrandcompany.com/brand-book', true],
    ['https://archetypes.example/quick-analysis?url=x', true],
    ['http://archetypes.example/embed', true],
    ['/embed?step=intro', false],
    ['/embed/', false],
    ['?step=results', false],
    ['#results', false],
    ['mailto:hello@example.com', false],
    ['blob:https://archetypes.example/5b1c', false],
    ['javascript:void(0)', false],
    ['http://[bad', false],
  ])('%s leaves the frame: %s', (href, leaves) => expect(leavesEmbed(href, HERE)).toBe(leaves));
});

describe('the embed page path', () => {
  it.each([
    ['/embed', true],
    ['/embed/', true],
    ['/embed.js', false],
    ['/embeds', false],
    ['/embed/x', false],
    ['/', false],
  ])('%s: %s', (path, isEmbed) => expect(isEmbedPath(path)).toBe(isEmbed));
});

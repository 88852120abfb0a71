import { describe, expect, it } from 'vitest';
import { checkCompetitorUrl, type CompetitorEntry } from '../../src/stores/competitors.ts';

const entry = (host: string): CompetitorEntry => ({ host, url: `https://${host}/`, status: 'failed', error: 'x' });
const analysing = (host: string): CompetitorEntry => ({ host, url: `https://${host}/`, status: 'analysing' });
const stored = (host: string): CompetitorEntry => ({
  host,
  url: `https://${host}/`,
  status: 'done',
  competitor: { id: `id-${host}`, url: `https://${host}/`, host, archetype: 'The Sage', subArchetype: '', confidence: 0.7, palette: [], voice: '' },
});

describe('a competitor address typed on the results page', () => {
  it('follows the quiz website rule: a bare domain becomes an https address, labelled by its host without www.', () => {
    expect(checkCompetitorUrl([], '  www.Rival.com/about ')).toEqual({ ok: true, url: 'https://www.rival.com/about', host: 'rival.com' });
  });

  it('says what is wrong in the words of the website field', () => {
    expect(checkCompetitorUrl([], '')).toEqual({ ok: false, message: 'Please enter a website URL.' });
    expect(checkCompetitorUrl([], 'not a site')).toEqual({ ok: false, message: 'Please enter a valid website URL.' });
    expect(checkCompetitorUrl([], 'javascript:alert(1)')).toEqual({ ok: false, message: 'Only http and https website addresses can be used.' });
  });

  it('takes each host once, whatever its spelling', () => {
    expect(checkCompetitorUrl([entry('rival.com')], 'http://www.rival.com/pricing')).toEqual({
      ok: false,
      message: 'rival.com is already in your comparison.',
    });
  });

  it('holds at most three sites; a failed analysis stored nothing and takes no place', () => {
    const three = [stored('a.com'), analysing('b.com'), stored('c.com')];
    expect(checkCompetitorUrl(three, 'd.com')).toEqual({ ok: false, message: 'You can compare up to 3 competitors.' });
    expect(checkCompetitorUrl(three.slice(0, 2), 'd.com').ok).toBe(true);
    expect(checkCompetitorUrl([stored('a.com'), stored('b.com'), entry('c.com')], 'd.com').ok).toBe(true);
  });
});

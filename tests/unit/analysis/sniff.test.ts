import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sniffsAsHtml } from '../../../functions/analysis/fetch/sniff.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sniffing a body sent without a Content-Type (WHATWG MIME sniffing, HTML patterns)', () => {
  it.each([
    ['<!DOCTYPE html><html>', true],
    ['<!doctype HTML>', true],
    ['\n\t  <html lang="en">', true],
    ['\ufeff<!DOCTYPE html>', true], // a UTF-8 byte order mark first
    ['<HEAD>', true],
    ['<body class="x">', true],
    ['<p>Hello', true],
    ['<div>', true],
    ['<h1>Title</h1>', true],
    ['<title>Acme</title>', true],
    ['<script>', true],
    ['<!-- built by hand -->', true],
    ['<a href="/">', true],
    ['<br>', true],
    ['<!DOCTYPE htmlx>', false], // the pattern must end at a space or '>'
    ['<html', false], // …and that byte must be there
    ['<pre>', false],
    ['<?xml version="1.0"?><html>', false],
    ['{"title": "<h1>Not a page</h1>"}', false],
    ['Plain words, then <html>', false],
    ['%PDF-1.7', false],
    ['', false],
  ])('%j → %s', (text, html) => {
    expect(sniffsAsHtml(bytes(text))).toBe(html);
  });

  it('refuses binary and looks no further than the first 512 bytes', () => {
    expect(sniffsAsHtml(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(sniffsAsHtml(bytes(`${' '.repeat(SNIFF_BYTES - 7)}<html>`))).toBe(true);
    expect(sniffsAsHtml(bytes(`${' '.repeat(SNIFF_BYTES)}<html>`))).toBe(false);
    expect(sniffsAsHtml(bytes(' '.repeat(1_000_000)))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { attachmentFilename } from '../../src/domain/attachment-filename.ts';

const FALLBACK = 'brand-archetype-report.pdf';

describe("attachmentFilename: the server's name for a download, or ours when it gives none we trust", () => {
  it.each([
    ['attachment; filename="brand-archetype-the-sage-2026-11-28.pdf"', 'brand-archetype-the-sage-2026-11-28.pdf'],
    ['attachment; filename="Owl Co report.pdf"', 'Owl Co report.pdf'],
    ['attachment;filename="report_1.pdf"', 'report_1.pdf'],
    ['Attachment; FILENAME="report.pdf"', 'report.pdf'],
  ])('%s → %s', (header, name) => expect(attachmentFilename(header, FALLBACK)).toBe(name));

  it.each([
    [null, 'no header'],
    ['', 'an empty header'],
    ['attachment', 'no filename'],
    ['attachment; filename=report.pdf', 'an unquoted name'],
    ['attachment; filename=""', 'an empty name'],
    ['attachment; filename="../../etc/passwd"', 'a path'],
    ['attachment; filename="reports/a.pdf"', 'a folder'],
    ['attachment; filename=".hidden.pdf"', 'a hidden file'],
    ['attachment; filename="a\u0000b.pdf"', 'a control character'],
  ])('%s (%s) → the fallback', (header, _why) => expect(attachmentFilename(header, FALLBACK)).toBe(FALLBACK));
});

import fonts from 'virtual:pdf-fonts';
import { base64ToBytes } from '../lib/base64.ts';
import type { FontFiles, FontFilesLoader } from './fonts.ts';

let decoded: FontFiles | undefined;

/** The Worker's font files: workerd has no file system, so the build inlines them (virtual:pdf-fonts); decoded once per isolate. */
export const loadFontFilesCloudflare: FontFilesLoader = async () => {
  decoded ??= new Map(Object.entries(fonts).map(([path, base64]) => [path, base64ToBytes(base64)]));
  return decoded;
};

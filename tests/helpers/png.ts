const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(content: ArrayBuffer | Uint8Array | string): boolean {
  if (typeof content === 'string') return false;
  const bytes = content instanceof Uint8Array ? content : new Uint8Array(content);
  return PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

/** Width and height from the IHDR chunk (big-endian at bytes 16 and 20), or undefined if it is not a PNG. */
export function pngSize(content: Uint8Array): { width: number; height: number } | undefined {
  if (!isPng(content)) return undefined;
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { wasmRasterizer } from './wasm-rasterizer.ts';
import { createWheelRenderer, type WheelRenderer, type WheelRendererParts } from './wheel-image.ts';

/**
 * On Node: files from node_modules, rasterised by the native resvg (about twice as fast) or, where its prebuilt
 * binary is missing, by its WebAssembly build.
 */
export async function createNodeWheelRenderer(rasterizer: 'native' | 'wasm' = 'native'): Promise<WheelRenderer> {
  const require = createRequire(import.meta.url);
  const file = async (specifier: string) => new Uint8Array(await readFile(require.resolve(specifier)));
  const [layoutWasm, regular, bold] = await Promise.all([
    file('satori/layout.wasm'),
    file('@fontsource/inter/files/inter-latin-400-normal.woff'),
    file('@fontsource/inter/files/inter-latin-700-normal.woff'),
  ]);
  return createWheelRenderer({
    layoutWasm,
    fonts: { regular: regular.buffer as ArrayBuffer, bold: bold.buffer as ArrayBuffer },
    rasterize: rasterizer === 'native' ? await nativeRasterizer() : await wasmRasterizer(await file('@resvg/resvg-wasm/index_bg.wasm')),
  });
}

async function nativeRasterizer(): Promise<WheelRendererParts['rasterize']> {
  const { Resvg } = await import('@resvg/resvg-js');
  return (svg, width) => {
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: width }, background: '#ffffff' }).render().asPng();
    return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
  };
}

import styles from '../styles/result-image.css?inline';

const TABLE_PART = /^(TABLE|THEAD|TBODY|TR|TH|TD)$/;

/**
 * The copy is drawn with each element's computed style inlined, heights included; a table cell's computed height
 * comes back taller than the cell drawn with it, so rows grew and the table ran over what follows. Table parts keep
 * their natural height.
 */
function naturalTableHeight(node: Node): void {
  if (!(node instanceof HTMLElement) || !TABLE_PART.test(node.tagName)) return;
  node.style.removeProperty('height');
  node.style.removeProperty('block-size');
}

/** Options of the export, as the spec sets them: scale 2, white background, JPEG quality 0.95. */
const JPEG = { scale: 2, backgroundColor: '#ffffff', quality: 0.95, onCloneEachNode: naturalTableHeight } as const;

/**
 * The Quick Analysis result as a JPEG data URL, laid out for the picture rather than the window: a copy of `result`
 * at a fixed width, off screen, with its own padding and nothing that scrolls (a table that scrolls on a phone
 * would otherwise be cut off in the image, its scrollbar baked in). Loaded only when a visitor exports.
 */
export async function resultImage(result: HTMLElement): Promise<string> {
  // A constructed sheet: the page's CSP (hashed styles only) refuses a <style> element added now.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(styles);
  // Off screen, and hidden from assistive technology for the moment it exists; the picture is made of `picture`.
  const stage = document.createElement('div');
  stage.setAttribute('aria-hidden', 'true');
  stage.inert = true;
  Object.assign(stage.style, { position: 'fixed', left: '-10000px', top: '0', pointerEvents: 'none' });
  const picture = document.createElement('div');
  picture.className = 'result-image';
  picture.dataset.testid = 'result-image';
  picture.append(result.cloneNode(true));
  stage.append(picture);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  document.body.append(stage);
  try {
    await document.fonts.ready;
    const { domToJpeg } = await import('modern-screenshot');
    return await domToJpeg(picture, JPEG);
  } finally {
    stage.remove();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  }
}

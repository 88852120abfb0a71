/**
 * A large, realistic home page for timing the analyzer: a mega menu, a product grid with prices,
 * testimonials, inline scripts and a legal footer around a little brand prose, about 1.5 MB of
 * HTML, plus about 300 KB of CSS. Deterministic, so runs compare.
 */

function megaMenu(): string {
  const columns = ['Products', 'Solutions', 'Resources', 'Company'].map(
    (title, c) =>
      `<div class="menu-col"><h4>${title}</h4><ul>${Array.from({ length: 12 }, (_, i) => `<li><a href="/${title.toLowerCase()}/item-${c}-${i}">${title} item ${i}</a></li>`).join('')}</ul></div>`,
  );
  return `<header class="site-header"><nav class="mega">${columns.join('')}</nav></header>`;
}

function product(i: number): string {
  const price = (19 + ((i * 37) % 180)).toFixed(2);
  return `<div class="card product" data-sku="SKU-${100000 + i}"><a href="/shop/product-${i}"><img src="/img/p${i}.jpg" alt="Trail pack ${i} in slate" loading="lazy" width="320" height="320"></a>
<div class="card__body"><h3 class="card__title"><a href="/shop/product-${i}">Ridgeline daypack ${i}</a></h3><p class="price"><span class="amount">$${price}</span> <s>$${(Number(price) + 20).toFixed(2)}</s></p>
<ul class="swatches"><li style="background:#2f4f4f"></li><li style="background:#c0a062"></li><li style="background:#1f2933"></li></ul>
<button class="button add-to-cart" type="button" data-id="${i}">Add to cart</button></div></div>\n`;
}

const testimonial = (i: number) =>
  `<blockquote class="testimonial"><p>"Took it up the north ridge and across the pass, it never let me down. Customer ${i} says the straps are the best they've owned."</p><cite>Reviewer ${i}, verified buyer</cite></blockquote>\n`;

const script = (i: number) =>
  `<script>window.dataLayer=window.dataLayer||[];dataLayer.push({event:"impression",list:"grid",position:${i},id:"SKU-${100000 + i}"});</script>\n`;

/** About `bytes` of HTML (default just under the 1.5 MB page cap). */
export function largeHomePage(bytes = 1_495_000): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ridgeline Outfitters: gear for the long way round</title>
<meta name="description" content="Packs, shelters and layers for people who would rather be out there."><link rel="stylesheet" href="/styles.css"></head><body>
<div class="cookie-banner" role="dialog"><p>We use cookies to improve your experience. By continuing you accept our cookie policy.</p><button>Accept all</button></div>
${megaMenu()}<main><section class="hero"><h1>Go further than the map</h1><p>Every trail we have walked began where the signposts ended. We build packs for the road you have not found yet, and we test them where nobody is watching.</p><a class="button button--primary" href="/shop">Start your journey</a></section>
<section class="story"><h2>Our story</h2><p>We started in a van with two sewing machines and a stack of topo maps. Freedom to roam is the only thing we have ever sold.</p></section><section class="grid">`;
  const tail = `</section></main><footer class="legal"><p>Ridgeline Outfitters Ltd. Registered in England and Wales no. 01234567. VAT GB 123 4567 89.</p><a href="/privacy">Privacy</a> <a href="/terms">Terms</a> <a href="/about">About us</a></footer></body></html>`;
  const parts = [head];
  let size = head.length + tail.length;
  for (let i = 0; size < bytes; i++) {
    const piece = product(i) + (i % 10 === 0 ? testimonial(i) : '') + (i % 4 === 0 ? script(i) : '');
    parts.push(piece);
    size += piece.length;
  }
  parts.push(tail);
  return parts.join('');
}

/** About `bytes` of CSS (default just under the 300 KB stylesheet cap): utility classes, media queries, custom properties. */
export function largeStylesheet(bytes = 298_000): string {
  const parts = [
    `:root{--brand:#2f4f4f;--accent:#c0a062;--ink:#1f2933;--paper:#f7f5f0}body{font-family:"Source Sans 3",system-ui,sans-serif;color:var(--ink);background:var(--paper)}h1,h2,h3{font-family:"Bitter",Georgia,serif}.button--primary{background:var(--brand);color:#fff}\n`,
  ];
  let size = parts[0]!.length;
  for (let i = 0; size < bytes; i++) {
    const rule = `.u-m-${i}{margin:${i % 64}px ${(i * 3) % 48}px}.u-c-${i}{color:#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}}@media (min-width:${600 + (i % 8) * 100}px){.grid-${i}{grid-template-columns:repeat(${1 + (i % 6)},minmax(0,1fr));gap:${i % 32}px}}\n`;
    parts.push(rule);
    size += rule.length;
  }
  return parts.join('');
}

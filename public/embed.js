// The brand archetype quiz on another site:
//   <script src="https://OUR-ORIGIN/embed.js" data-source="partner-name" async></script>
// inserts the quiz (/embed) in an iframe right after the tag, passes on the page's utm_* parameters, and keeps the
// frame as tall as the quiz from the messages the quiz posts. Plain ES2017, no dependencies, no globals.
(() => {
  'use strict';
  const MARK = 'data-brand-archetype-quiz';
  const RESIZE = 'brand-archetype:resize';
  const MIN_HEIGHT = 200;
  const MAX_HEIGHT = 20000;

  // An async script has no place in the page to ask about later, so the tag is found now: the one running, or else
  // the last snippet tag not yet given a frame.
  const running = document.currentScript;
  const script =
    running && running.src && !running.hasAttribute(MARK)
      ? running
      : Array.from(document.querySelectorAll('script[src$="/embed.js"]:not([' + MARK + '])')).pop();
  if (!script || !script.parentNode) return;
  script.setAttribute(MARK, '');

  const origin = new URL(script.src, location.href).origin;
  const src = new URL('/embed', origin);
  const name = (script.getAttribute('data-source') || '').trim();
  if (name) src.searchParams.set('source', name);
  const params = new URLSearchParams(location.search);
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign']) {
    const value = params.get(key);
    if (value) src.searchParams.set(key, value);
  }

  const frame = document.createElement('iframe');
  frame.src = src.href;
  frame.title = 'Brand archetype quiz';
  frame.loading = 'lazy';
  // The quiz records which site embeds it: the origin, never the page's path or query.
  frame.referrerPolicy = 'origin';
  frame.allow = 'clipboard-write; web-share';
  frame.style.cssText = 'display:block;width:100%;height:640px;border:0;';
  script.parentNode.insertBefore(frame, script.nextSibling);

  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (!data || data.type !== RESIZE || typeof data.height !== 'number') return;
    if (!(data.height >= MIN_HEIGHT && data.height <= MAX_HEIGHT)) return;
    frame.style.height = Math.ceil(data.height) + 'px';
  });
})();

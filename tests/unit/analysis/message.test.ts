import { describe, expect, it } from 'vitest';
import { readPage } from '../../../functions/analysis/read/page.ts';
import { buildCorpus } from '../../../functions/analysis/signals/corpus.ts';
import { mainMessage } from '../../../functions/analysis/signals/message.ts';

const messageOf = (body: string) => mainMessage(buildCorpus([readPage(`<html><body>${body}</body></html>`, 'https://brand.example/')]));

describe("a home page's main headline and primary call to action", () => {
  it('takes the h1 and the hero button, not the cookie banner or the newsletter box', () => {
    expect(
      messageOf(`<div class="cookie-banner"><p>We use cookies.</p><button>Accept all</button></div>
        <header><nav><a href="/">Home</a></nav></header>
        <section class="hero"><h1>Payroll without the headaches</h1><p>For teams of 5 to 500.</p><a class="button" href="/demo">Book a demo</a></section>
        <form class="newsletter"><button type="submit">Subscribe</button></form>`),
    ).toEqual({ headline: 'Payroll without the headaches', primaryCta: 'Book a demo' });
  });

  it('falls back to a short hero line, and says nothing when there is no button', () => {
    expect(messageOf(`<section class="hero"><p>Quiet rooms by the sea</p></section><main><p>${'Long copy. '.repeat(30)}</p></main>`)).toEqual({
      headline: 'Quiet rooms by the sea',
    });
  });

  it('skips machinery buttons wherever they sit', () => {
    expect(messageOf(`<h1>Odd socks</h1><button>Menu</button><button>Log in</button><a class="btn" href="/shop">Shop the drawer</a>`)).toEqual({
      headline: 'Odd socks',
      primaryCta: 'Shop the drawer',
    });
  });
});

import type { FontUse } from './css.ts';

export type FontClass = 'serif' | 'sans' | 'script' | 'display' | 'mono';

export interface FontFace {
  family: string;
  class: FontClass;
  /** Slab serifs and condensed grotesques read as bold and physical; worth telling apart. */
  flavor?: 'slab' | 'condensed' | 'rounded' | 'geometric' | 'didone';
}

export interface Typography {
  heading?: FontFace;
  body?: FontFace;
  /** Every distinct family seen, heaviest first. */
  faces: FontFace[];
}

type Entry = [FontClass, FontFace['flavor']?];

/** Well-known families (Google Fonts, system and classic faces); lowercase keys. */
const KNOWN: Record<string, Entry> = {};
const add = (names: string, entry: Entry) => names.split(',').forEach((n) => (KNOWN[n.trim()] = entry));
add(
  'georgia,times,times new roman,garamond,eb garamond,cormorant,cormorant garamond,merriweather,lora,libre baskerville,baskerville,crimson text,crimson pro,source serif pro,source serif 4,pt serif,noto serif,spectral,cardo,fraunces,newsreader,literata,alegreya,gelasio,domine,prata,cinzel,trajan,trajan pro,minion pro,charter,iowan old style,palatino,palatino linotype,book antiqua,cambria,sabon,caslon,big caslon,libre caslon text,young serif,dm serif text,instrument serif',
  ['serif'],
);
add('playfair display,playfair,bodoni moda,bodoni,didot,abril fatface,dm serif display,gloock,yeseva one', ['serif', 'didone']);
add(
  'roboto slab,zilla slab,arvo,rockwell,bitter,slabo 27px,slabo 13px,josefin slab,aleo,crete round,courier prime,noticia text,patua one,alfa slab one,rokkitt,museo slab',
  ['serif', 'slab'],
);
add(
  'inter,roboto,open sans,lato,helvetica,helvetica neue,arial,source sans pro,source sans 3,noto sans,pt sans,work sans,ibm plex sans,fira sans,segoe ui,system-ui,-apple-system,blinkmacsystemfont,sf pro text,sf pro display,verdana,tahoma,manrope,karla,rubik,mulish,barlow,public sans,hind,heebo,assistant,libre franklin,franklin gothic,dm sans,plus jakarta sans,figtree,be vietnam pro,outfit,sora,lexend,red hat display,red hat text,archivo,overpass,cabin,raleway,josefin sans,instrument sans,geist,schibsted grotesk,hanken grotesk,space grotesk,ubuntu,oxygen,cantarell,trebuchet ms,gill sans,frutiger,myriad pro,avenir,avenir next,proxima nova,gotham',
  ['sans'],
);
add('montserrat,poppins,futura,century gothic,questrial,urbanist,jost,league spartan,spartan,kumbh sans,albert sans,syne', ['sans', 'geometric']);
add('nunito,nunito sans,quicksand,varela round,comfortaa,fredoka,fredoka one,baloo 2,baloo,m plus rounded 1c,arial rounded mt bold,sniglet,chewy', [
  'sans',
  'rounded',
]);
add(
  'oswald,bebas neue,bebas,anton,league gothic,barlow condensed,roboto condensed,fjalla one,teko,saira condensed,archivo narrow,archivo black,impact,pathway gothic one,big shoulders display,six caps,antonio,khand,staatliches,francois one',
  ['display', 'condensed'],
);
add(
  'lobster,bungee,bangers,luckiest guy,righteous,monoton,press start 2p,rubik mono one,titan one,shrikhand,black ops one,permanent marker,creepster,fascinate,ultra,passion one,paytone one,bowlby one,lilita one,bricolage grotesque,dela gothic one,rampart one,unbounded',
  ['display'],
);
add(
  'pacifico,great vibes,dancing script,parisienne,allura,alex brush,sacramento,tangerine,satisfy,kaushan script,yellowtail,cookie,pinyon script,rouge script,italianno,marck script,mr de haviland,petit formal script,caveat,homemade apple,indie flower,shadows into light,amatic sc,gochi hand,patrick hand,nothing you could do,la belle aurore,brush script mt,lucida handwriting,edwardian script itc,snell roundhand,zapfino',
  ['script'],
);
add(
  'courier,courier new,consolas,monaco,menlo,fira code,fira mono,jetbrains mono,source code pro,ibm plex mono,roboto mono,space mono,dm mono,ubuntu mono,inconsolata,sf mono,cascadia code,geist mono,overpass mono,anonymous pro,vt323',
  ['mono'],
);

const GENERIC: Record<string, FontClass> = {
  serif: 'serif',
  'sans-serif': 'sans',
  monospace: 'mono',
  cursive: 'script',
  fantasy: 'display',
  'ui-serif': 'serif',
  'ui-sans-serif': 'sans',
  'ui-monospace': 'mono',
  'ui-rounded': 'sans',
  'system-ui': 'sans',
};

/** Classifies one family; unknown names fall back to words in the name, then to the stack's generic. */
export function classifyFont(family: string, genericFallback?: string): FontFace | null {
  const key = family.toLowerCase().trim();
  if (GENERIC[key]) return null; // a generic keyword is not a brand font
  const known = KNOWN[key];
  if (known) return withFlavor(family, known);
  if (/mono|code\b|typewriter/.test(key)) return { family, class: 'mono' };
  if (/script|hand|brush|signature|calligraph/.test(key)) return { family, class: 'script' };
  if (/slab/.test(key)) return { family, class: 'serif', flavor: 'slab' };
  if (/condensed|compressed|narrow|gothic/.test(key)) return { family, class: 'display', flavor: 'condensed' };
  if (/sans|grotesk|grotesque|gothic/.test(key)) return { family, class: 'sans' };
  if (/serif|garamond|roman|antiqua|didone/.test(key)) return { family, class: 'serif' };
  if (/display|poster|headline|black/.test(key)) return { family, class: 'display' };
  const generic = genericFallback ? GENERIC[genericFallback.toLowerCase()] : undefined;
  return { family, class: generic ?? 'sans' };
}

function withFlavor(family: string, [cls, flavor]: Entry): FontFace {
  return flavor ? { family, class: cls, flavor } : { family, class: cls };
}

/** The brand's heading and body faces from weighted font declarations. */
export function readTypography(uses: FontUse[]): Typography {
  const totals = new Map<string, { face: FontFace; weight: number; heading: number; body: number }>();
  for (const use of uses) {
    const generic = use.stack.find((f) => GENERIC[f.toLowerCase()]);
    const first = use.stack.find((f) => !GENERIC[f.toLowerCase()]);
    if (!first) continue;
    const face = classifyFont(first, generic);
    if (!face) continue;
    const key = face.family.toLowerCase();
    const entry = totals.get(key) ?? { face, weight: 0, heading: 0, body: 0 };
    entry.weight += use.weight;
    if (use.role === 'heading') entry.heading += use.weight;
    if (use.role === 'body') entry.body += use.weight;
    if (generic && !KNOWN[key]) entry.face = face; // a later stack may carry the telling generic
    totals.set(key, entry);
  }
  const ranked = [...totals.values()].sort((a, b) => b.weight - a.weight);
  const heading = [...ranked].sort((a, b) => b.heading - a.heading)[0];
  const body = [...ranked].sort((a, b) => b.body - a.body)[0];
  const result: Typography = { faces: ranked.map((r) => r.face) };
  if (heading && heading.heading > 0) result.heading = heading.face;
  if (body && body.body > 0) result.body = body.face;
  if (!result.body && ranked[0]) result.body = ranked[0].face;
  if (!result.heading && result.body) result.heading = result.body;
  return result;
}

export function describeFace(face: FontFace): string {
  const label: Record<FontClass, string> = { serif: 'serif', sans: 'sans-serif', script: 'script', display: 'display', mono: 'monospace' };
  const flavor: Record<NonNullable<FontFace['flavor']>, string> = {
    slab: 'slab-serif',
    condensed: 'condensed display',
    rounded: 'rounded sans-serif',
    geometric: 'geometric sans-serif',
    didone: 'high-contrast serif',
  };
  return `${face.flavor ? flavor[face.flavor] : label[face.class]} type (${face.family})`;
}

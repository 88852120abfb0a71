import type { ArchetypeName } from '../../../src/domain/archetypes/types.ts';

/**
 * Archetype vocabularies after Mark & Pearson, The Hero and the Outlaw (2001): each archetype's
 * core desire, fear and strategy leaves words in a brand's copy (the Hero's mastery → win,
 * courage, train; the Caregiver's protection of others → care, support, nurture).
 *
 * Syntax: comma-separated terms, 'word' exact, 'stem*' any word starting so, 'two words' a
 * phrase; '^1.5' after a term sets its weight (default 1). Ambiguous words get low weights
 * rather than being left out ('design' is everywhere; it still leans Creator).
 */
export const ARCHETYPE_TERMS: Record<ArchetypeName, string> = {
  'The Magician':
    'magic*^2, transform*^1.5, alchem*^2, enchant*^1.5, spellbind*^1.5, metamorph*^1.5, miracle*^1.2, mystic*^1, mystery^0.8, ' +
    'impossible^1.2, possibilit*^0.8, possible^0.6, innovat*^1.2, breakthrough*^1.2, reinvent*^1, reimagin*^1.2, catalyst*^1.2, ' +
    'unlock*^0.8, potential^0.8, wonder^0.6, spark*^0.6, future^0.6, vision^0.5, intuitive*^0.6, effortless*^0.6, seamless*^0.4, ' +
    'technolog*^0.5, quantum^1, algorithm*^0.6, ai^0.5, invisible^0.5, instant*^0.4, moment*^0.3, dream*^0.3, imagin*^0.4, ' +
    'like magic^2, make it happen^0.8, next generation^0.8, turn * into^0.8, come to life^1, what if^0.8' +
    ', disappear*^0.8, vanish*^1, awe*^1, marvel*^1, conjur*^1.5, illusion*^1, wizard*^0.8, unimaginable^1, happens automatically^1, as if by^1.5' +
    ", reveal*^0.8, overnight^0.8, while you sleep^1.5, before your eyes^1.5, can't believe^1.2, won't believe^1.2, believe your eyes^1.5",
  'The Hero':
    'win^1.5, wins^1.5, winning^1.5, winner*^1.5, victor*^1.5, champion*^1.5, courage*^1.5, brave*^1.2, bravery^1.5, hero*^1.5, ' +
    'strength^1, strong*^0.8, perform*^0.8, achiev*^1, challeng*^1, compet*^1, train^0.8, training^0.8, disciplin*^1.2, push^0.6, ' +
    'limit*^0.6, goal*^0.6, triumph*^1.5, fight*^1, battle*^1, determin*^1, relentless*^1.2, grit^1.5, endur*^1, unstoppable^1.5, ' +
    'conquer*^1.5, overcom*^1.2, elite^0.8, tough*^1, sweat^1.2, athlet*^1.2, fearless*^0.6, mission^0.3, rise^0.6, prove^0.8, ' +
    'excellence^0.4, effort^0.6, harder^1, faster^0.8, stronger^1.2, power^0.5, powerful^0.5, ' +
    'push your limits^2, never give up^2, no excuses^2, rise to the challenge^2, finish line^1.2, personal best^1.5, go the distance^1.5' +
    ', defend*^1, defence^1, defense^1, persist*^0.8, resilien*^0.8, guts^1, heroic*^1.5, mastery^1, bold^0.4, protect*^0.4, hold the line^2, fight back^1.5, finish the job^1.5, stand up to^1.2, never back down^2, rise up^1.2, step up^1.2, whatever it takes^1.5, against all odds^1.5, prove it^1.2' +
    ", comeback*^1.2, grind^1, earned^0.6, keep going^1.5, when it gets hard^1.5, the hard way^1.2, show up^0.8, you've got this^1.2, no shortcuts^1.5, earn it^1.2, hard work^1, dig deep^1.5",
  'The Sage':
    'knowledge^1.5, wisdom^1.5, wise^1.2, truth*^1.2, insight*^1.2, understand*^0.7, learn*^1, research*^1.2, evidence*^1.5, data^0.3, ' +
    'analys*^0.4, analyz*^0.4, expert*^1, expertise^1, study^1, studies^1, factual^0.8, clarity^1, thought*^0.8, thinking^0.6, ' +
    'intellig*^0.8, educat*^1.2, scholar*^1.5, rigor*^1.2, rigour*^1.2, objective^0.5, objectivity^1, independent^0.4, curiosity^0.8, curious^0.6, ' +
    'question*^0.4, teach*^1, courses^0.6, lesson*^0.8, mentor*^1, informed^1, perspective*^0.8, librar*^1.2, reading^0.5, ' +
    'peer-reviewed^1.5, methodolog*^1.2, science^0.6, scientific^0.6, explain*^0.8, literacy^1, facts^1, learners^1, ' +
    'deep dive^1, evidence-based^2, lifelong learning^1.5, make sense of^1.2' +
    ', nuance*^1, scholarly^1.5, curriculum^1, citation*^1.2, footnote*^1, rigorous^1.2, reasoned^1, peer review^1.5, the evidence^1.2, independent research^1.5, deeper understanding^1.5, well informed^1.2, in depth^0.8',
  'The Explorer':
    'explor*^2, adventur*^2, discover*^1, journey*^1, trail*^1.5, wild^1.2, wilderness^1.5, outdoor*^1.5, horizon*^1.2, summit*^1, ' +
    'roam*^1, wander*^1.5, expedition*^2, frontier*^1.5, freedom^1.2, backcountry^2, terrain^1.2, nomad*^1.5, remote^0.6, ' +
    'path^0.8, paths^0.8, road^0.6, map^0.6, maps^0.6, compass^1, travel*^1, escape*^1, unknown^1, uncharted^1.5, independent^0.4, authentic*^0.4, ' +
    'pioneer*^0.8, quest^0.8, quests^0.8, trek*^1.5, hike*^1.2, hiking^1.2, climb*^1, mountain*^1, ridge*^0.8, campfire*^1, rugged^1, ' +
    'off the beaten path^2, open road^2, go further^1.5, the unknown^1.5, get lost^1.2, beyond the^0.6, wide open^1.2' +
    ', off-grid^1.5, untamed^1.5, wanderlust^2, unexplored^1.5, voyage*^1.2, far-flung^1.5, faraway^1, restless^1.2, self-reliant^1.2, basecamp^1.2, itinerar*^0.6, base camp^1.2, out there^1, new places^1.2, see the world^1.5, roam free^1.5, your own way^1, the edge of^1, road less^1.5',
  'The Innocent':
    'pure^1.5, purity^1.5, purely^1, wholesome*^2, simple^0.8, simplicity^1.2, natural^0.8, naturally^0.8, goodness^1.5, happy^1, ' +
    'happiness^1.5, happier^1, optimism^1.5, optimistic^1.5, optimist^1.2, fresh*^0.8, clean^0.6, honest^0.5, sunshine^1.5, sunny^1, hope^0.6, hopeful^1, ' +
    'joy^0.8, joyful^1, smile*^0.6, innocen*^2, nostalg*^1.2, carefree^1.2, organic^0.8, gentle^0.5, sweet^0.5, cozy^0.6, ' +
    'faith*^0.8, trust^0.4, childhood^1, dream*^0.8, wonder^0.4, bright^0.4, little^0.3, kindness^0.5, goodness^1.5, ' +
    'nothing artificial^1.5, feel good^1, back to basics^1.2, simple pleasures^1.5, honest ingredients^1.2' +
    ', cheerful^1, uncomplicated^1.5, breezy^1, good for you^1, feel-good^1.2, bright side^1.5, little things^1.2, plain and simple^1.5, no nasties^1.5, clean ingredients^1.2, free from^1, sunny side^1.5, fresh start^1.2',
  'The Ruler':
    'leader*^0.8, leadership^1.2, leading^0.6, authorit*^1.2, control*^0.8, command*^1, premium^0.8, premier^0.8, luxur*^1, ' +
    'exclusiv*^1.2, prestig*^1.5, excellen*^1, heritage^1.2, legacy^1.2, established^1, tradition*^1, quality^0.4, superior*^1, ' +
    'finest^1.2, world-class^1, standard*^0.6, stabil*^1, secur*^0.3, govern*^1, wealth*^1.2, success*^0.6, distinguish*^1.2, ' +
    'institution*^1, master*^0.6, refined^0.8, discerning^1.5, uncompromising^1.2, stewardship^1.2, generations^0.8, responsib*^0.6, ' +
    'accountab*^0.8, integrity^0.6, reliab*^0.4, bespoke^1, prudent*^1.2, enduring^0.8, sovereign*^1.5, royal*^1, crown*^1, ' +
    'trusted by^0.6, industry-leading^1.2, industry leader*^1.2, gold standard^1.5, by appointment^1.2, private client*^1.2, for generations^1.5' +
    ', boardroom*^1.2, institutional^1, enterprise-grade^1, unrivalled^1.2, unrivaled^1.2, peerless^1.2, definitive^1, flagship^1, pedigree^1.2, impeccable^1.2, assurance^0.5, the authority on^1.5, fortune 500^1, board-level^1.2',
  'The Creator':
    'creat*^1, craft*^1, design*^0.4, maker*^1.2, imagin*^0.6, original*^1, art^1, artist*^1.2, artisan*^1, express*^0.8, ' +
    'inspir*^0.6, handmade^1.2, hand-made^1.2, studio*^1, canvas*^1.2, idea^0.8, ideas^0.8, invent^0.6, invented^0.6, invention*^0.6, inventive^0.6, inventor^0.6, inventors^0.6, build^0.3, sketch*^1.2, ' +
    'paint*^1, brush*^0.8, ink^0.8, palette*^0.8, story^0.5, stories^0.5, storytell*^1, compose^0.6, composed^0.6, composition*^0.6, draw^0.8, draws^0.8, drawing*^0.8, drawn^0.6, workshop*^0.6, ' +
    'masterpiece*^1, tools^0.3, prototype*^0.8, imagination^1, self-expression^1.5, handcraft*^1.2, vision^0.4, innovat*^0.3, ' +
    'one of a kind^1.2, bring your ideas to life^1.5, make something^1.2, your vision^1, blank page^1.5, from scratch^1.2' +
    ', diy^1.2, tinker*^1.2, customi*^0.8, personali*^0.4, colourway*^0.8, colorway*^0.8, texture*^0.6, creative*^1, do it yourself^1.2, build your own^1.5, make it yours^1.2, make your own^1.5, your own^0.4, one-of-a-kind^1.2',
  'The Caregiver':
    'care^1.2, caring^1.5, cares^1.2, caregiver*^2, protect*^1, nurtur*^2, compassion*^2, comfort*^1, support*^0.8, safe^0.8, ' +
    'safety^0.8, health*^0.6, wellbeing^1, well-being^1, kindness^1, kind^0.3, gentl*^0.8, family^0.5, families^0.5, help*^0.4, dignity^1.5, ' +
    'heal*^0.8, patient*^0.8, nurs*^1, respect*^0.5, listen*^0.8, warmth^0.8, reassur*^1.2, volunteer*^0.8, ' +
    'donat*^0.6, generous*^1, generosity^1.2, wellness^0.8, independence^0.4, ' +
    'loved ones^1.5, peace of mind^1.5, in good hands^2, every step of the way^1.5, we are here for you^1.5, ' +
    "we're here for you^1.5, take care^1, look after^1.5, taken care of^1.2, with care^1.2" +
    ", carer*^1.5, soothe*^1.2, nourish*^1, shelter*^1, we've got you^1.5, looked after^1.2, there for you^1.5, never alone^1.5, by your side^1.5, take care of^1.2, you're not alone^1.5",
  'The Jester':
    'fun^1.5, funn*^1.5, laugh*^1.5, joke*^1.5, play^0.8, playful*^1.5, silly^1.5, silliness^1.5, goof*^1.5, crazy^1, party^1, ' +
    'parties^1, giggl*^1.2, lol^1.5, weird*^1, wacky^1.5, game*^0.8, prank*^1.5, cheeky^1.2, irreveren*^1.5, ridiculous*^1.2, ' +
    'hilari*^1.5, yay^1, woohoo^1, oops^1, quirky^1.2, zany^1.5, mischie*^1.5, banter^1.2, snack*^0.5, entertain*^1, joy^0.4, ' +
    'grin^0.8, grins^0.8, grinning^0.8, bonkers^1.5, boring^1, surprise*^0.6, delight*^0.4, giddy^1.2, dance^0.6, crunch*^0.5, ' +
    'just for fun^1.5, lighten up^1.5, good time^1, good times^1, have fun^1.2' +
    ', absurd*^1.2, hijinks^1.5, shenanigans^1.5, whimsy^1.2, whimsical^1.2, silliest^1.5, puns^1.2, wink*^0.8, nope^0.8, tongue-in-cheek^1.5, for the lols^1.5',
  'The Lover':
    'love^0.8, loved^0.6, lovely^0.6, passion*^1, desir*^1.2, sensual*^2, sensuous^2, indulg*^1.5, romanc*^1.5, romantic*^1.5, ' +
    'beaut*^0.6, intima*^1.5, exquisite*^1.2, pleasure*^1.2, seduct*^2, seduc*^2, elegan*^1, delight*^0.6, devot*^1, heart*^0.6, ' +
    'embrace*^0.8, velvet*^1.2, silk*^1, kiss*^1.2, ador*^1.2, cherish*^1, charm*^0.8, allur*^1.5, decaden*^1.5, savor^1.2, savored^1.2, savoring^1.2, ' +
    'savour^1.2, savoured^1.2, tempt*^1.2, irresistib*^1.2, luscious^1.5, aroma*^0.6, soulmate*^1.5, intimate^1.5, sumptuous^1.5, ' +
    'treat yourself^1.5, fall in love^1.5, made with love^1.2, someone special^1.2, melt in^1.2' +
    ', sensory^1, sensation*^1, longing^1.2, yearn*^1.2, beloved^1.2, darling^1, caress*^1.5, intoxicat*^1.2, candlelit^1.5, moonlit^1, swoon*^1.5, heartfelt^1, the two of you^1.5, for two^1.2',
  'The Everyman':
    'everyone^1, everybody^1, everyday^1.2, real^0.6, honest^0.6, down-to-earth^2, neighbo*^1.5, communit*^0.8, belong*^1.2, ' +
    'friendl*^0.8, affordab*^1.5, fair^1, practical*^1, reliab*^0.8, no-nonsense^1.5, ordinary^1, regular^0.6, common^0.6, ' +
    'folks^1.5, local*^0.8, together^0.6, straightforward^1, no-frills^1.5, no nonsense^1.5, no frills^1.5, plain^0.6, budget^0.6, hardworking^1, ' +
    'hard-working^1, welcome*^0.6, dependab*^0.8, decent^1, neighborhood^1.5, neighbourhood^1.5, unpretentious^1.5, ' +
    'just like you^2, real people^2, fair price*^2, good value^1.5, no fuss^1.2, for everyone^1.5, one of us^1.5, down to earth^2, ' +
    'every day^0.6, no hidden fees^1.2, honest prices^1.5, everyday people^2' +
    ', sensible^1, mates^1, hard-earned^1.2, no jargon^1.5, real life^1, the rest of us^1.5, people like us^1.5, no catch^1.2, no strings^1.2, nothing fancy^1.5, just works^1.2, value for money^1.5, reasonable price*^1.2',
  'The Outlaw':
    'rebel*^2, revolt*^1.5, revolution*^1.5, disrupt*^1.2, radical*^1.2, defy^1.5, defian*^1.5, outlaw*^2, unapologetic*^1.5, ' +
    'rogue*^1.5, underground^1, anarch*^1.5, resist^1, resistance^1, raw^0.8, loud*^0.8, dare^0.6, daring^0.6, misfit*^1.5, ' +
    'renegade*^2, dissent*^1.5, riot*^1.2, uprising^1.5, burn^0.5, punk*^1.5, nonconform*^1.5, conform*^0.8, unconventional^1, ' +
    'establishment^0.8, norms^0.8, fearless*^0.5, liberat*^0.4, movement^0.4, provocat*^0.4, damn^0.8, hell^0.6, broken^0.6, ' +
    'rules^0.6, outrage*^1, wild^0.3, ' +
    'status quo^1.5, break the rules^2, breaking the rules^2, no rules^1.5, rule-breaker*^2, rule breakers^2, old guard^1.2, ' +
    'tear down^1.2, tear it down^1.2, ask permission^1.5, against the grain^1.5, shake up^1.2, the system^0.8, burn it down^1.5' +
    ', rulebook*^1.2, rigged^1.5, mutin*^1.5, outsider*^1.2, troublemaker*^1.5, heretic*^1.5, insurgent*^1.5, contrarian*^1.2, overthrow*^1.5, subvert*^1.2, dismantl*^1, burn the rulebook^2, rip up^1.2, fed up^1, sick of^1, no apologies^1.5, middle finger^1.5' +
    ', lock-in^1, hostage^1, gatekeep*^1.5, middleman^1.2, middlemen^1.2, racket^1.5, rip-off*^1.2, ripoff*^1.2, incumbent*^1, monopol*^1.2, cartel*^1.5, vendor lock-in^1.2, enough is enough^1.5, we refuse^1.2, big banks^1, big tech^1',
};

/** Sub-archetype vocabularies: what tells a Warrior from an Athlete once the Hero is clear. */
export const SUB_TERMS: Record<ArchetypeName, Record<string, string>> = {
  'The Magician': {
    Alchemist: 'alchem*^2, transform*^1.5, elixir*^1.5, potion*^1.5, metamorph*^1.5, turn * into^1, into gold^1.5, ritual*^0.5',
    Scientist: 'scien*^1.5, lab^1.2, labs^1.2, laborator*^1.5, research*^1, experiment*^1.2, molecul*^1.5, quantum^1.2, physics^1.2, formul*^0.8',
    Engineer: 'engineer*^1.5, system*^0.4, architect*^1, precision^1.2, automat*^1.2, infrastructure^1, platform*^0.3, machine*^0.8, sensor*^1',
    Innovator:
      'innovat*^1.5, breakthrough*^1.2, next generation^1.2, next-gen^1.2, cutting-edge^1.2, reinvent*^1, reimagin*^1, future^0.6, first ever^1',
  },
  'The Hero': {
    Warrior: 'fight*^1.5, battle*^1.5, warrior*^2, combat*^1.5, conquer*^1.5, defeat*^1.2, tough*^1, grit^1.2, armor*^1, strength^0.5',
    Athlete:
      'athlet*^2, train*^1.2, sport*^1.2, race*^1, speed^1, personal best^1.5, compet*^1, fitness^1.2, endurance^1.2, sweat^1, gym^1.2, performance^1',
    Rescuer: 'rescu*^2, save^1, saves^1, saving^1, emergenc*^1.5, first responder*^2, crisis^1.2, lives^0.8, respond*^0.8',
    Liberator: 'liberat*^2, break free^1.5, empower*^1.2, freedom^1, unlock*^0.6, independen*^0.8, set free^1.5',
  },
  'The Sage': {
    Mentor: 'mentor*^2, teach*^1.5, lesson*^1.2, student*^1.2, learn*^1, courses^1, guid*^0.6, coach*^1, classroom*^1.2, learners^1.2',
    Detective: 'investigat*^2, uncover*^1.5, evidence^1.2, clue*^1.5, audit*^1, fact-check*^1.5, reveal*^1, scrutin*^1.5, analys*^0.4, truth^0.8',
    Shaman: 'ancient^1.2, spiritual*^1.5, soul*^1, mindful*^1.2, ritual*^1, sacred^1.5, inner^0.8, meditat*^1.5, intuition^1.2',
    Translator:
      'explain*^1.5, plain language^2, plain english^2, clarity^1, make sense^1.2, translat*^1.5, demystif*^2, simplif*^1, jargon^1.5, accessible^0.8',
  },
  'The Explorer': {
    Adventurer: 'adventur*^1.5, thrill*^1.2, expedition*^1.5, summit*^1.2, rugged^1, wild^0.8, climb*^1, trek*^1, backcountry^1',
    Pioneer: 'pioneer*^2, frontier*^1.5, uncharted^1.5, new territory^1.5, trailblaz*^2, first^0.2',
    Generalist: 'versatil*^1.5, all-terrain^1.5, any terrain^1.2, everything you need^1, do-it-all^1.5, range^0.6',
    Seeker: 'seek*^1.5, search*^0.8, meaning*^1.2, find yourself^2, purpose^0.8, soul*^0.8, quest^1.2, quests^1.2, authentic*^0.8, wander*^1',
  },
  'The Innocent': {
    Child: 'kid*^1.2, child*^1.2, play*^0.8, giggl*^1.2, little ones^1.5, wonder^0.8, curious^0.6, toy*^1, childhood^1.2',
    Dreamer: 'dream*^1.5, wish^1.2, wishes^1.2, wishing^1.2, imagin*^0.8, someday^1.2, once upon^1.5, fairy*^1.2, star^0.6, stars^0.6, starry^0.8',
    Idealist: 'better world^1.5, goodness^1.2, believe*^0.8, honest*^1, kindness^1, hope^0.8, ethic*^1, pure^0.6, nothing artificial^1, simple^0.4',
    Muse: 'inspir*^1.2, beaut*^0.8, grace*^1, bloom*^1.2, delicate*^1, muse^1.5, muses^1.5, poetry^1.2, light^0.4',
  },
  'The Ruler': {
    Sovereign: 'luxur*^1.2, prestig*^1.5, exclusiv*^1.2, crown*^1.2, royal*^1.2, finest^1, elite^1, empire^1.2, bespoke^0.8',
    Judge: 'standard*^1, complian*^1.5, govern*^1.2, rule*^0.6, integrity^1, accountab*^1.2, audit*^1, judg*^1.5, regulat*^1.2, oversight^1.2',
    Ambassador:
      'represent*^1.2, diplomacy^1.5, diplomatic^1.5, global^0.8, relationship*^0.8, partner*^0.6, reputation*^1, worldwide^1, international^1, around the world^1',
    Patriarch:
      'family^1, families^1, generation*^1.5, heritage^1.2, tradition*^1, founded^1, legacy^1, stewardship^1.5, steward*^1, ancestor*^1.2, since^0.4',
  },
  'The Creator': {
    Visionary: 'vision*^1.2, future^0.8, imagin*^1, idea*^1, concept*^1, possibilit*^1, what if^1',
    Storyteller:
      'story^1, stories^1.2, storytell*^2, narrative*^1.5, tell*^0.6, voice*^0.6, word*^0.8, writ*^1, author^1, authors^1, authored^1, chapter*^1',
    Artist: 'art^1.2, artist*^1.5, paint*^1.2, canvas*^1.2, gallery^1.2, artisan*^1.2, handmade^1, craft*^1, sculpt*^1.5, brush*^1, sketch*^1',
    Entrepreneur:
      'business*^0.8, launch*^1.2, venture*^1.2, founder*^1, startup*^1.2, brand*^0.6, grow*^0.6, side hustle^1.5, entrepreneur*^2, shop^0.5',
  },
  'The Caregiver': {
    Guardian: 'protect*^1.5, safe*^1, secur*^0.3, guard*^1.5, shield*^1.2, insur*^0.6, peace of mind^1.2, watch over^1.5',
    Samaritan: 'donat*^1.5, volunteer*^1.5, charit*^1.5, give back^1.5, those in need^1.5, generos*^1.2, nonprofit*^1.2',
    Healer: 'heal*^1.5, health*^1, therap*^1.5, recover*^1.2, wellness^1, medic*^1.2, clinic*^1.2, nurse*^1.2, care team^1.2',
    Angel: 'comfort*^1.2, gentl*^1, kindness^1, tender*^1.2, grace^1, compassion*^1, loved ones^1, dignity^1, warm*^0.8',
  },
  'The Jester': {
    Entertainer: 'show^0.5, shows^0.5, showtime^1, entertain*^1.5, stage^1, perform*^1, spectacl*^1.5, audience*^1, good time^1, party^0.6',
    Clown: 'silly^1.5, goof*^1.5, clown*^2, slapstick^2, ridiculous*^1, pie^0.6, prank*^1.2, oops^1',
    Provocateur: 'cheeky^1.5, irreveren*^1.5, sarcas*^1.5, edgy^1.2, shock*^1, provocat*^1.5, dare^0.6',
    Shapeshifter:
      'change*^0.8, surprise*^1, remix*^1.5, unexpected^1, mix and match^1.5, flavor*^0.8, flavour*^0.8, twist*^1, shape*^0.8, never the same^1.5',
  },
  'The Lover': {
    Romantic: 'romanc*^1.5, romantic*^1.5, love story^1.5, candle*^1, rose*^0.8, valentine*^1.2, kiss*^1, someone special^1.2',
    Companion: 'together^1, devot*^1, commit*^1, lifelong^1, friendship^1.2, side by side^1.2, loyal*^1, companion*^1.5',
    Hedonist:
      'indulg*^1.5, pleasure*^1.5, decaden*^1.5, savor^1.2, savour^1.2, savoring^1.2, treat yourself^1.5, luxur*^0.8, sensual*^1.2, tempt*^1, luscious^1',
    Matchmaker: 'match*^1.2, meet^0.8, connection*^1, dating^1.5, pair*^0.8, soulmate*^1.5, introduc*^0.4',
  },
  'The Everyman': {
    Citizen: 'communit*^1.2, neighbo*^1.5, local*^1, civic^1.5, town^1, together^0.6, main street^1.5',
    Advocate:
      'fair^1.2, fairly^1.2, fairness^1.2, on your side^1.5, stand up for^1.5, rights^0.8, transparen*^1, honest price*^1.5, no hidden fees^1.5',
    Servant: 'help*^0.4, serv*^1, reliab*^1, dependab*^1.2, every day^0.8, here for you^1.2, always open^1.2',
    Networker: 'connect*^1.2, network*^0.8, member*^1, club*^1, join*^0.8, share*^0.6, friend*^0.8',
  },
  'The Outlaw': {
    Activist:
      'activis*^2, protest*^1.5, justice^1.2, movement*^1, campaign*^1, petition*^1.5, rights^0.8, planet^0.8, climate^1, marches^0.6, marching^0.6',
    Gambler: 'risk*^1.2, bet^1.2, odds^1.2, all-in^1.5, gambl*^2, luck*^1, stakes^1.2, jackpot^1.5, dice^1.2',
    Maverick:
      'maverick*^2, own way^1.5, independen*^0.8, unconventional^1.2, different^0.6, misfit*^1.2, renegade*^1.2, lone^0.8, lone wolf^1.5, our own rules^1.5',
    Reformer: 'reform*^2, fix*^0.8, broken^1, overhaul*^1.5, rebuild*^1.2, transparen*^1, fairness^0.6, the system^1',
  },
};

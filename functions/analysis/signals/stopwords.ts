/** Function words and web furniture that never describe a brand's positioning. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all almost also am among an and any are aren't around as at be because been before being " +
    "below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each else " +
    "ever every few first for from further get gets getting got had hadn't has hasn't have haven't having he her here hers " +
    "herself him himself his how however i i'm i've if in into is isn't it it's its itself just last least less let let's " +
    'like made make makes many may me might mine more most much must my myself near need needs never new next no nor not now ' +
    'of off often on once one only onto or other others our ours ourselves out over own per perhaps please quite rather really ' +
    "same see seen she should shouldn't since so some something still such take than that that's the their theirs them " +
    "themselves then there there's these they they're thing things this those though through thus to too toward towards two " +
    "under until up upon us use used using very via was wasn't way ways we we'd we'll we're we've well were weren't what " +
    "what's when where whether which while who whom whose why will with within without won't would wouldn't yet you you'd " +
    "you'll you're you've your yours yourself yourselves also already always another anything back even go going gone " +
    'keep know lot lots put say says three four five six seven eight nine ten year years day days today time times ' +
    'home menu skip content main page pages site website click here learn read view more less show hide close open ' +
    'sign log login logout account cart checkout search submit send email e-mail phone call contact us copyright rights ' +
    'reserved privacy policy terms conditions cookie cookies accept decline settings preferences manage necessary analytics ' +
    'inc llc ltd co com www http https html faq faqs help support-center sitemap blog news press careers jobs subscribe ' +
    'newsletter follow facebook instagram twitter linkedin youtube tiktok pinterest shop buy order price prices pricing now ' +
    "start started get-started free trial demo book today's via etc including include includes nobody anybody anyone " +
    'someone somebody everything anything nothing whatever whenever wherever yes okay bring brings come comes came ' +
    'give gives gave look looks looking tell tells told ask asks try tries find finds keep keeps turn turns run runs set ' +
    'hold holds stand leave feel feels seem seems done takes took door week weeks month months lot big small little ' +
    'right left top bottom side end ends part parts kind kinds sort type types piece pieces'
  ).split(/\s+/),
);

/**
 * Words so common on any business website that they earn little as keywords (a stand-in for
 * document frequency across the web, which a single-site crawl cannot measure).
 */
export const COMMON_WEB_WORDS: ReadonlySet<string> = new Set(
  (
    'company business team teams people customer customers client clients service services product products solution ' +
    'solutions work works working world best great good better help helps helping offer offers provide provides ' +
    'experience experiences quality today life great part place want find love right people everything everyone ' +
    'together around across based built designed create created making brand brands year years since team story ' +
    'about mission vision values value way ways best-in-class partner partners available online local global'
  ).split(/\s+/),
);

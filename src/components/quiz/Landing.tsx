import { startQuiz } from '../../stores/quiz.ts';

export function Landing() {
  return (
    <section className="landing" aria-labelledby="landing-title">
      <div className="landing__copy">
        <p className="eyebrow">Free · 5 minutes · Instant results</p>
        <h1 id="landing-title" data-step-heading tabIndex={-1}>
          Discover the archetype behind your brand
        </h1>
        <p className="lead">
          Answer 13 quick questions about how you lead, sell and speak. We'll name your brand archetype and sub-archetype, and if you share your
          website, compare it with the brand your site actually projects.
        </p>
        {/* A plain GET form, so a click before the script has loaded still starts the quiz: the island reads ?step=.
            No action: it goes to this page's own path, / or /embed (a framed quiz must stay in its frame). */}
        <form
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            startQuiz();
          }}
        >
          <input type="hidden" name="step" value="intro" />
          <button type="submit" className="button button--primary button--large">
            Take the Assessment
          </button>
        </form>
      </div>
      <img className="landing__art" src="/images/hero.svg" alt="" width="480" height="320" fetchPriority="high" />
    </section>
  );
}

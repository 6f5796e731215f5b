import { useNavigate } from "react-router";
import { ButtonLink, buttonClasses } from "~/components/ButtonLink";
import { CallLink } from "~/components/CallLink";
import { useRootData } from "~/components/shell-words";
import { site } from "~/site.config";

/** Shown for any unmatched path, and for a route that reports a 404. */
export function NotFound() {
  const navigate = useNavigate();
  const copy = useRootData().notFound;

  function goBack() {
    // With no earlier page in this tab, "back" would do nothing: go home.
    if (window.history.length > 1) {
      void navigate(-1);
    } else {
      void navigate(copy.home.to);
    }
  }

  return (
    <section className="px-4 py-20 text-center">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-7xl font-extrabold text-brand-800">404</h1>
        <p className="mt-4 text-2xl font-bold text-ink">{copy.title}</p>
        <p className="mt-4 text-lg text-ink-muted">{copy.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={copy.home.to}>{copy.home.label}</ButtonLink>
          <button type="button" onClick={goBack} className={buttonClasses.outline}>
            {copy.back}
          </button>
        </div>
        <p className="mt-8 text-ink-muted">
          {copy.lookingFor} <CallLink variant="inline">{site.phone.display}</CallLink>.
        </p>
      </div>
    </section>
  );
}

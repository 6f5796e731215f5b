import { useContext, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext,
  useMatches,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheetUrl from "./app.css?url";
import inlinedFacesUrl from "./fonts/inlined-faces.css?url";
import logoMark from "~/assets/logo-mark.svg";
import figtreeFont from "~/fonts/figtree.woff2?url";
import { ActionBar, PAGE_END_ID } from "~/components/ActionBar";
import { IconSprite } from "~/components/IconSprite";
import { NotFound } from "~/components/NotFound";
import { PrintContactLine } from "~/components/PrintContactLine";
import { RouteChangeEffects } from "~/components/RouteChangeEffects";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { useRootData, type RootData } from "~/components/shell-words";
// The plain page script, which pages without React load on its own: on a page
// with React it runs as part of React's modules, before hydration, sharing
// their code rather than downloading it twice. (A `.client` module: nothing
// of it runs while pages are prerendered.)
import "./page-script.client";
import { notFoundCopy } from "~/content/not-found";
import { shellWords } from "~/content/shell";
import { loadsReact } from "~/lib/page-handle";
import { usePageLang } from "~/lib/page-lang";
import { site } from "~/facts/site.config";
import { langOfPath } from "~/vocabulary/lang";
import { AVAILABILITY_RULES_ID } from "~/vocabulary/live-elements";

const MAIN_ID = "main-content";

/**
 * Her hours, last start and days off, for the page script's live elements
 * (components/live-availability.ts): read from the page, so the script carries none
 * of her data. A JSON block is data, not a script: it runs nothing and needs
 * no place in the security policy.
 */
const availabilityRulesJson = JSON.stringify({
  schedule: site.hours.schedule,
  lastStartMinutesBeforeClose: site.hours.lastStartMinutesBeforeClose,
  closures: site.hours.closures,
}).replaceAll("<", "\\u003c");

/**
 * Runs at build time for every page: the shell's and the not-found page's
 * words in the page's language only, so a visitor's browser never downloads
 * the other language's.
 */
export function loader({ request }: Route.LoaderArgs): RootData {
  const lang = langOfPath(new URL(request.url).pathname);
  return { shell: shellWords(lang), notFound: notFoundCopy[lang] };
}

/** The words change only with the language: fetch them again only then. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname) || defaultShouldRevalidate;

/*
 * Every built page carries the stylesheet and the heading face in <style>
 * elements, and the icon sprite first in its <body>, all written in after
 * prerendering (platform/build/finish-build.mjs; docs/decisions/006-inline-css.md):
 * the first paint waits for no second request, and the browser's bundle
 * carries none of their text. React hydrates around them. The development
 * server has no such step: there the root links the two stylesheets and
 * renders the sprite itself.
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: logoMark, type: "image/svg+xml" },
  // Asked for with the page rather than after the stylesheet is read, and
  // only where the CSS uses it (the heading face is in the page itself).
  {
    rel: "preload",
    href: figtreeFont,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
    media: "(min-width: 48rem)",
  },
  ...(import.meta.env.DEV
    ? [
        { rel: "stylesheet", href: inlinedFacesUrl },
        { rel: "stylesheet", href: stylesheetUrl },
      ]
    : []),
];

export function Layout({ children }: { children: ReactNode }) {
  // The address says the language; the shell speaks it too.
  const lang = usePageLang();
  const { shell } = useRootData();
  // React and the router only on a page that needs them (lib/page-handle.ts);
  // the build gives every other page the plain page script. Once React runs in a
  // browser it keeps its scripts, whatever page its router shows next. React
  // Router's SPA shell, which it requires to hydrate, keeps them too; the
  // build then drops it (platform/build/finish-build.mjs).
  const matches = useMatches();
  const spaShell = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  const withReact = import.meta.env.DEV || typeof document !== "undefined" || spaShell || loadsReact(matches);

  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e2647" />
        <Meta />
        <Links />
        {/* The first paint waits until the whole page is parsed: painted while
            a busy phone's parser is still inside the hero, a row fills in
            afterwards and what is beside it jumps. Chromium lets the paint go
            as soon as the named element begins, so the name is the page's
            last element (the footer, named before, was painted half-built on
            short pages and grew upward). */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
      </head>
      <body className="flex min-h-dvh flex-col">
        {import.meta.env.DEV && <IconSprite />}
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded-lg bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 print:hidden"
        >
          {shell.skipLink}
        </a>
        <SiteHeader />
        <PrintContactLine />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <ActionBar />
        <RouteChangeEffects mainId={MAIN_ID} />
        <script
          type="application/json"
          id={AVAILABILITY_RULES_ID}
          dangerouslySetInnerHTML={{ __html: availabilityRulesJson }}
        />
        {withReact && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Rendered while the browser loads a page module the HTML did not include.
 * With every page prerendered, that only happens when a host answers an
 * unknown address under a parameterised route (such as /blog/anything) with
 * 404.html: repeating the not-found page keeps hydration matching that HTML,
 * and the route's own guard then decides where the visitor ends up.
 */
export function HydrateFallback() {
  return <NotFound />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  // A stack trace helps a developer and tells a visitor nothing.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <section className="px-4 py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-ink">Unexpected Application Error!</h1>
        <p className="mt-4 text-lg text-ink-muted">{detail}</p>
        {stack && <pre className="mt-6 overflow-x-auto rounded-lg bg-brand-50 p-4 text-left text-sm">{stack}</pre>}
      </div>
    </section>
  );
}

import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/fees";
import { ActionPair } from "~/components/ActionPair";
import { buttonClasses } from "~/components/ButtonLink";
import { Icon } from "~/components/Icon";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { feesCopy, type FeesCopy, type ScheduleRow } from "~/content/fees";
import {
  ACT_KINDS,
  estimate,
  legalMaxUsd,
  MAX_COUNT,
  offeredRemotely,
  priceUsd,
  remoteSurchargeUsd,
  signingCounts,
  takesRemoteSurcharge,
  toCount,
  type ActKind,
  type Estimate,
  type EstimateInput,
  type Mode,
  type Place,
} from "~/lib/fee-estimate";
import { bookWithEstimateHref, fillTemplate } from "~/lib/estimate-link";
import { formatUsd } from "~/lib/format";
import { BOOK_PATHS } from "~/lib/special-paths";
import type { Lang } from "~/lib/page-lang";
import { pageHead } from "~/routes/page-head";
import { site } from "~/facts/site.config";
import { langOfPath } from "~/vocabulary/lang";
import { situationPresets, situationWords } from "~/content/situations";
import { isSituation, situationValues, type Situation } from "~/vocabulary/situations";
import { INTERACTIVE } from "~/lib/page-handle";

/** Runs at build time: one language's copy travels as data, the other stays out of the page. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const lang = langOfPath(path);
  const copy = feesCopy[lang];
  return { lang, copy, head: pageHead({ title: copy.metaTitle, description: copy.description, path }) };
}

/**
 * The estimator first, then the tables it adds up. The estimator is in the
 * prerendered HTML with its starting figures, so nothing moves when the page
 * hydrates; where scripts cannot run (`@media (scripting: none)`), a
 * sentence takes its place and points to the tables, which give the same
 * figures.
 */
export default function Fees({ loaderData }: Route.ComponentProps) {
  const { lang, copy } = loaderData;
  return (
    <>
      <PageHero tone="paper" eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro}</p>}>
        <ActionPair book={{ to: BOOK_PATHS[lang], label: copy.book }} tone="onLight" />
      </PageHero>

      <Section id="estimator" title={copy.estimator.title} intro={<p>{copy.estimator.intro}</p>}>
        <p data-estimator-noscript="" className="mx-auto hidden max-w-3xl text-lg font-semibold noscript:block">
          {copy.estimator.noScript}
        </p>
        <div className="noscript:hidden">
          <Estimator copy={copy.estimator} actLabels={copy.schedule.acts} lang={lang} />
        </div>
      </Section>

      <Section id="fee-schedule" title={copy.schedule.title} intro={<p>{copy.schedule.intro}</p>} tone="muted">
        <ScheduleTable copy={copy.schedule} lang={lang} />
        <div className="mx-auto mt-6 max-w-3xl space-y-3 text-ink-muted">
          <p>
            <a
              href={site.feeSchedule.sourceUrl}
              hrefLang={lang === "es" ? "en" : undefined}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {copy.schedule.source}
            </a>
          </p>
          <p>{copy.schedule.notAttorney}</p>
        </div>
      </Section>

      <Section id="travel" title={copy.travel.title} intro={<p>{copy.travel.intro}</p>}>
        <TravelTable copy={copy.travel} lang={lang} />
        <p className="mx-auto mt-6 max-w-3xl text-center font-semibold">{copy.travel.afterHours}</p>
      </Section>
    </>
  );
}

/** The page loads React for the fee estimator (lib/page-handle.ts). */
export const handle = INTERACTIVE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

const tableClasses = "w-full border-collapse text-left text-sm sm:text-base";
const headCellClasses = "border-b-2 border-brand-200 px-1.5 py-2 align-bottom font-semibold sm:px-3";
const rowHeadClasses = "border-b border-brand-100 px-1.5 py-3 font-medium sm:px-3";
const cellClasses = "border-b border-brand-100 px-1.5 py-3 sm:px-3";
const captionClasses = "mb-3 text-left text-lg font-semibold text-ink";

const scheduleRows: readonly ScheduleRow[] = [
  "acknowledgment",
  "additionalSigner",
  "oath",
  "verification",
  "certifiedCopyPage",
  "witnessing",
];

/** One row's three amounts: the legal maximum, the owner's price in person and online. */
function scheduleAmounts(row: ScheduleRow): { max: number; inPerson: number; online?: number } {
  const surcharge = remoteSurchargeUsd(site);
  if (row === "verification") {
    const max = site.feeSchedule.maxUsd.verification;
    const inPerson = Math.min(site.fees.perNotarialActUsd, max);
    return { max, inPerson, online: inPerson + surcharge };
  }
  const inPerson = priceUsd(row, site);
  const online = offeredRemotely(row) ? inPerson + (takesRemoteSurcharge(row) ? surcharge : 0) : undefined;
  return { max: legalMaxUsd(row, site.feeSchedule), inPerson, online };
}

/** A table's row of column headings. */
function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={headCellClasses}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function ScheduleTable({ copy, lang }: { copy: FeesCopy["schedule"]; lang: Lang }) {
  const usd = (amount: number) => formatUsd(amount, lang);
  return (
    <TableScroller className="max-w-4xl" captionId="fee-schedule-caption">
      <table className={tableClasses}>
        <caption id="fee-schedule-caption" className={captionClasses}>
          {copy.caption}
        </caption>
        <ColumnHeads labels={[copy.columns.act, copy.columns.max, copy.columns.inPerson, copy.columns.online]} />
        <tbody>
          {scheduleRows.map((row) => {
            const amounts = scheduleAmounts(row);
            return (
              <tr key={row} data-act={row}>
                <th scope="row" className={rowHeadClasses}>
                  {copy.acts[row]}
                </th>
                <td className={cellClasses}>{usd(amounts.max)}</td>
                <td className={cellClasses}>{usd(amounts.inPerson)}</td>
                <td className={cellClasses}>
                  {amounts.online === undefined ? copy.inPersonOnly : usd(amounts.online)}
                </td>
              </tr>
            );
          })}
          <tr data-act="remoteSurcharge">
            <th scope="row" className={rowHeadClasses}>
              {copy.remoteSurcharge}
            </th>
            <td className={cellClasses}>{usd(site.feeSchedule.maxUsd.remoteSurcharge)}</td>
            <td className={cellClasses}>{copy.notCharged}</td>
            <td className={cellClasses}>{usd(remoteSurchargeUsd(site))}</td>
          </tr>
        </tbody>
      </table>
    </TableScroller>
  );
}

function TravelTable({ copy, lang }: { copy: FeesCopy["travel"]; lang: Lang }) {
  const flat = formatUsd(site.fees.travelUsd, lang);
  const rows = [
    { place: copy.towns, fee: flat },
    { place: copy.within, fee: flat },
    { place: copy.farther, fee: copy.fartherFee },
    { place: copy.remote, fee: copy.remoteFee },
  ];
  return (
    <TableScroller className="max-w-3xl" captionId="travel-fee-caption">
      <table className={tableClasses}>
        <caption id="travel-fee-caption" className={captionClasses}>
          {copy.caption}
        </caption>
        <ColumnHeads labels={[copy.columns.place, copy.columns.fee]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.place}>
              <th scope="row" className={rowHeadClasses}>
                {row.place}
              </th>
              <td className={cellClasses}>{row.fee}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/**
 * Keeps a table's words whole on the narrowest phones: rather than cut
 * "Acknowledgment" mid-word, the table scrolls sideways inside its own box,
 * which a keyboard can reach and a screen reader names by the caption.
 */
function TableScroller({
  className,
  captionId,
  children,
}: {
  className: string;
  captionId: string;
  children: ReactNode;
}) {
  return (
    // A box that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section aria-labelledby={captionId} tabIndex={0} className={`mx-auto overflow-x-auto ${className}`}>
      {children}
    </section>
  );
}

const inputClasses =
  "mt-1 block w-full rounded-lg border border-ink-muted bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-700 disabled:cursor-not-allowed disabled:bg-brand-50 disabled:text-ink-muted";

/** The acts asked as a count; acknowledgments and their signers are asked as a person speaks (below). */
const countedActs = ACT_KINDS.filter((act) => act !== "acknowledgment" && act !== "additionalSigner");

const initialCounts: Record<ActKind, string> = {
  acknowledgment: "1",
  additionalSigner: "1",
  oath: "0",
  certifiedCopyPage: "0",
  witnessing: "0",
};

/** The select's value for each place: "town:<slug>", "within" or "farther". */
function placeOf(value: string): Place {
  if (value.startsWith("town:")) return { kind: "town", slug: value.slice("town:".length) };
  return value === "farther" ? { kind: "farther" } : { kind: "within" };
}

function Estimator({
  copy,
  actLabels,
  lang,
}: {
  copy: FeesCopy["estimator"];
  actLabels: FeesCopy["schedule"]["acts"];
  lang: Lang;
}) {
  const towns = site.serviceArea.towns;
  // `acknowledgment` holds the documents and `additionalSigner` the people who sign each.
  const [counts, setCounts] = useState(initialCounts);
  const [situation, setSituation] = useState<Situation | "">("");
  const [mode, setMode] = useState<Mode>("inPerson");
  const [place, setPlace] = useState(towns[0] ? `town:${towns[0].slug}` : "within");
  const input: EstimateInput = {
    counts: {
      ...Object.fromEntries(countedActs.map((act) => [act, toCount(counts[act])])),
      ...signingCounts(toCount(counts.acknowledgment), toCount(counts.additionalSigner)),
    },
    mode,
    place: placeOf(place),
  };
  function choosePreset(value: string) {
    if (!isSituation(value)) return setSituation("");
    setSituation(value);
    const preset = situationPresets[value];
    setCounts((previous) => ({
      ...previous,
      acknowledgment: String(preset.documents),
      additionalSigner: String(preset.signers),
    }));
  }
  const numberInput = (act: ActKind, label: string, hint?: string) => (
    <div key={act}>
      <label htmlFor={`fee-count-${act}`} className="block font-medium text-ink">
        {label}
      </label>
      <input
        id={`fee-count-${act}`}
        name={act}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_COUNT}
        step={1}
        value={counts[act]}
        aria-describedby={hint ? `fee-count-${act}-hint` : undefined}
        onChange={(event) => setCounts((previous) => ({ ...previous, [act]: event.target.value }))}
        className={inputClasses}
      />
      {hint && (
        <p id={`fee-count-${act}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
  const result = estimate(input, site);
  const remote = mode === "remote";
  const placeName = (() => {
    const chosen = placeOf(place);
    if (chosen.kind === "town") return towns.find((town) => town.slug === chosen.slug)?.name ?? copy.within;
    return copy.within;
  })();

  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
      {/* Nothing is sent: the figures update as she chooses, and Book carries them to the form. */}
      <div role="group" aria-label={copy.title} className="space-y-8">
        <div>
          <label htmlFor="fee-situation" className="block text-lg font-semibold text-ink">
            {copy.situation}
          </label>
          <select
            id="fee-situation"
            name="situation"
            value={situation}
            onChange={(event) => choosePreset(event.target.value)}
            className={inputClasses}
          >
            <option value="">{copy.situationNone}</option>
            {situationValues.map((value) => (
              <option key={value} value={value}>
                {situationWords[value][lang].label}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">{copy.actsLegend}</legend>
          {numberInput("acknowledgment", copy.documents)}
          {numberInput("additionalSigner", copy.signersEach, copy.signersHint)}
          {countedActs.map((act) => numberInput(act, copy.counts[act]))}
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-lg font-semibold">{copy.modeLegend}</legend>
          <div className="space-y-2">
            {(["inPerson", "remote"] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="size-5 accent-brand-800"
                />
                <span>{copy.modes[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor="fee-place" className="block text-lg font-semibold text-ink">
            {copy.place}
          </label>
          <select
            id="fee-place"
            name="place"
            value={place}
            disabled={remote}
            aria-describedby="fee-place-hint"
            onChange={(event) => setPlace(event.target.value)}
            className={inputClasses}
          >
            {towns.map((town) => (
              <option key={town.slug} value={`town:${town.slug}`}>
                {town.name}
              </option>
            ))}
            <option value="within">{copy.within}</option>
            <option value="farther">{copy.farther}</option>
          </select>
          <p id="fee-place-hint" className="mt-1 text-sm text-ink-muted">
            {remote ? copy.placeRemoteHint : copy.placeHint}
          </p>
        </div>
      </div>

      <EstimateResult
        result={result}
        copy={copy}
        actLabels={actLabels}
        placeName={placeName}
        remote={remote}
        bookHref={bookWithEstimateHref(BOOK_PATHS[lang], input, situation || undefined)}
        lang={lang}
      />
    </div>
  );
}

/**
 * The lines and the total. On a phone the total, with its Book link, stays
 * at the bottom of the screen (above the action bar) while the visitor
 * changes the inputs above it: the panel is `display: contents` there, so
 * the total sticks within the whole estimator, not just the panel. From lg
 * the panel is one box beside the inputs, sticky below the header.
 */
function EstimateResult({
  result,
  copy,
  actLabels,
  placeName,
  remote,
  bookHref,
  lang,
}: {
  result: Estimate;
  copy: FeesCopy["estimator"];
  actLabels: FeesCopy["schedule"]["acts"];
  placeName: string;
  remote: boolean;
  bookHref: string;
  lang: Lang;
}) {
  const usd = (amount: number) => formatUsd(amount, lang);
  const lines = [
    ...result.acts.map((line) =>
      fillTemplate(copy.line, {
        label: actLabels[line.act],
        count: line.count,
        unit: usd(line.unitUsd),
        amount: usd(line.amountUsd),
      }),
    ),
    ...(result.remoteSurcharge
      ? [
          fillTemplate(copy.remoteSurchargeLine, {
            count: result.remoteSurcharge.count,
            unit: usd(result.remoteSurcharge.unitUsd),
            amount: usd(result.remoteSurcharge.amountUsd),
          }),
        ]
      : []),
    result.travel.kind === "flat"
      ? fillTemplate(copy.travelLine, { place: placeName, amount: usd(result.travel.amountUsd) })
      : result.travel.kind === "quoted"
        ? copy.travelQuotedLine
        : copy.travelNoneLine,
    copy.afterHoursLine,
  ];
  const notes = result.leftOut.flatMap((act) => copy.leftOut[act] ?? []);
  const total = fillTemplate(result.travel.kind === "quoted" ? copy.totalPlusQuote : copy.total, {
    amount: usd(result.totalUsd),
  });

  return (
    <div className="contents lg:sticky lg:top-28 lg:block lg:self-start lg:rounded-xl lg:border lg:border-brand-100 lg:bg-brand-50 lg:p-6">
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5 lg:border-0 lg:p-0">
        <h3 className="text-xl font-bold">{copy.result}</h3>
        <ul className="mt-4 space-y-2" data-estimate-lines="">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {notes.length > 0 && (
          <ul className="mt-4 space-y-1 text-sm text-ink-muted">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </div>
      <div
        data-estimate-total=""
        className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 rounded-xl border-2 border-brand-800 bg-white p-4 shadow-lg md:bottom-2 lg:static lg:mt-6 lg:rounded-none lg:border-0 lg:border-t lg:border-brand-200 lg:bg-transparent lg:p-0 lg:pt-4 lg:shadow-none"
      >
        <p
          id="fee-total"
          aria-live="polite"
          aria-atomic="true"
          className="text-xl font-extrabold text-brand-800 sm:text-2xl"
        >
          {total}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{remote ? copy.confirmRemote : copy.confirm}</p>
        <Link to={bookHref} className={`${buttonClasses.secondary} mt-3 w-full sm:w-auto`}>
          <Icon name="calendar" className="size-5" />
          {copy.bookWithEstimate}
        </Link>
      </div>
    </div>
  );
}

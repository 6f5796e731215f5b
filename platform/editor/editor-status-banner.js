// The foot of the site editor on the owner's computer (`npm run cms`): what
// keeps her preview from being built, each problem with its entry and field
// as the editor names them, until a build succeeds. Asks the local backend
// (its /status, platform/editor/editor-status.mjs) every few seconds, since
// a build follows each publish. Plain JavaScript, no imports: loaded as it
// is by /admin, after Decap CMS, only in a build made for local editing.
{
  const statusUrl = document.currentScript?.dataset.statusUrl;
  const EVERY_MS = 3000;
  const banner = document.createElement("section");
  banner.id = "editor-status";
  banner.setAttribute("role", "alert");
  banner.setAttribute("aria-label", "Problems to correct");
  banner.hidden = true;
  banner.style.cssText = [
    "position: fixed",
    // At the foot: Decap's own bar, with its menus, stays at the top in reach.
    "inset: auto 0 0 0",
    "z-index: 100000",
    "max-height: 35vh",
    "overflow: auto",
    "padding: 0.75rem 1rem",
    "background: #fff4e5",
    "color: #3d2400",
    "border-top: 3px solid #b35c00",
    "font: 15px/1.45 system-ui, sans-serif",
    "box-shadow: 0 -2px 8px rgb(0 0 0 / 0.2)",
  ].join(";");
  const heading = document.createElement("p");
  heading.style.cssText = "margin: 0 0 0.25rem; font-weight: 600";
  const list = document.createElement("ul");
  list.style.cssText = "margin: 0; padding-left: 1.25rem";
  const hide = document.createElement("button");
  hide.type = "button";
  hide.textContent = "Hide for now";
  hide.style.cssText = "float: right; margin-left: 1rem; font: inherit; cursor: pointer";
  banner.append(hide, heading, list);
  /** What the owner hid: shown again when the problems change. */
  let hidden = "";
  let shown = "";
  hide.addEventListener("click", () => {
    hidden = shown;
    banner.hidden = true;
  });

  const show = ({ heading: text, problems }) => {
    const key = JSON.stringify([text, problems]);
    if (key !== shown) {
      shown = key;
      heading.textContent = text;
      list.replaceChildren(
        ...problems.map((problem) => {
          const item = document.createElement("li");
          item.textContent = problem;
          return item;
        }),
      );
    }
    banner.hidden = problems.length === 0 || hidden === key;
  };

  const ask = async () => {
    try {
      const response = await fetch(statusUrl, { cache: "no-store" });
      if (response.ok) show(await response.json());
    } catch {
      // `npm run cms` was stopped: the editor says so itself on the next save.
    }
    setTimeout(ask, EVERY_MS);
  };

  if (statusUrl) {
    document.body.append(banner);
    ask();
  }
}

// The site editor's own additions to Decap CMS (/admin), loaded as a file
// after decap-cms.js because the editor's security policy allows no inline
// script: the article preview and how an article's empty optional fields are
// saved (both through Decap's documented extension points), and the name an
// uploaded photo is stored under.
{
  const { CMS, h } = window;
  // The article lists, one per language (decap-config.ts, articleCollection).
  const ARTICLE_LISTS = ["blog", "blog-es"];
  const photoNameModule = new URL("photo-name.js", document.currentScript.src).href;

  // The preview shows an article as the blog page does — category, date,
  // title, summary, picture, text — in the site's colours (preview.css).
  const ArticlePreview = ({ entry, getAsset, widgetFor }) => {
    const data = entry.get("data");
    const image = data.get("image");
    const meta = [data.get("category"), data.get("date"), data.get("readTime")].filter(Boolean).join(" · ");
    return h(
      "article",
      { className: "article" },
      h("p", { className: "meta" }, meta),
      h("h1", null, data.get("title") || "Untitled article"),
      h("p", { className: "excerpt" }, data.get("excerpt")),
      image
        ? h("img", { className: "picture", src: getAsset(image).toString(), alt: data.get("imageAlt") || "" })
        : null,
      h("div", { className: "body" }, widgetFor("body")),
    );
  };

  // Decap writes an optional field that was set and then cleared (the date
  // of the last change, a photo's description) as an empty text, which the
  // build reads as a malformed value; left out, it is simply not set.
  const withoutEmptyFields = ({ entry }) => {
    if (!ARTICLE_LISTS.includes(entry.get("collection"))) return undefined;
    return entry.get("data").filter((value) => value !== "" && value !== null && value !== undefined);
  };

  // Decap stores an upload under its own lower-cased name ("IMG_2041.JPG" →
  // "img_2041.jpg"), which the build refuses, and has no setting for it. So
  // the file is renamed to the site's form as it is chosen, before Decap
  // reads the file input (this listener runs first: capture, on the document).
  const renameChosenPhotos = ({ photoFileName }) => {
    document.addEventListener(
      "change",
      (event) => {
        const input = event.target;
        if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files?.length) return;
        const files = [...input.files];
        if (files.every((file) => photoFileName(file.name) === file.name)) return;
        const renamed = new DataTransfer();
        for (const file of files) {
          renamed.items.add(
            new File([file], photoFileName(file.name), { type: file.type, lastModified: file.lastModified }),
          );
        }
        input.files = renamed.files;
      },
      true,
    );
  };
  import(photoNameModule).then(renameChosenPhotos);

  if (CMS && h) {
    CMS.registerPreviewStyle("/admin/preview.css");
    for (const list of ARTICLE_LISTS) CMS.registerPreviewTemplate(list, ArticlePreview);
    CMS.registerEventListener({ name: "preSave", handler: withoutEmptyFields });
  }
}

// The site editor's own additions to Decap CMS (/admin), loaded as a file
// after decap-cms.js because the editor's security policy allows no inline
// script: the article preview, and how an article's empty optional fields
// are saved. Both use Decap's documented extension points.
{
  const { CMS, h } = window;

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
    if (entry.get("collection") !== "blog") return undefined;
    return entry.get("data").filter((value) => value !== "" && value !== null && value !== undefined);
  };

  if (CMS && h) {
    CMS.registerPreviewStyle("/admin/preview.css");
    CMS.registerPreviewTemplate("blog", ArticlePreview);
    CMS.registerEventListener({ name: "preSave", handler: withoutEmptyFields });
  }
}

import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { expect as siteExpect, test } from "./support/test";
import { copyProject, startSiteEditor, type ProjectCopy, type SiteEditor } from "./support/project-copy";
import { ADMIN_PATH } from "../../platform/editor/admin-page.mjs";
import { PHOTO_BUDGET } from "../../platform/vite/photo-pipeline.mjs";
import { dataFiles, PHOTOS_FOLDER } from "../../app/facts/schemas/data-files";
import { PHOTOS } from "../../site-tools/cms/decap-config";
import { editorCollections } from "../../site-tools/cms/write-admin";
import type { PhotosData } from "../../app/facts/schemas/photos";

/**
 * The editor never locks the owner out: `npm run cms`, in a copy of the
 * project whose portrait is a phone's copy sent by message (narrower than
 * the build needs), opens all the same; /admin shows at its foot what keeps
 * the site from being built, named as the editor names the entry and the
 * field; the preview says it could not be built; and the editor refuses
 * another photo that small when she uploads it, with the rule in words.
 * One sitting, and a build that stops at its first check: no site is built.
 */
test.describe.configure({ timeout: 240_000 });
const expect = siteExpect.configure({ timeout: 30_000 });

const TOO_NARROW = PHOTO_BUDGET.sourceMinWidth - 200;
const RULE = `photos need at least ${PHOTO_BUDGET.sourceMinWidth} px`;

async function narrowPhoto(): Promise<Buffer> {
  return sharp({ create: { width: TOO_NARROW, height: 1250, channels: 3, background: "#8f7f68" } })
    .jpeg()
    .toBuffer();
}

let copy: ProjectCopy | undefined;
let editor: SiteEditor | undefined;

test.afterAll(async () => {
  await editor?.stop();
  copy?.remove();
});

test("npm run cms opens with an undersized portrait in the data, shows the problem in the editor, and refuses another at upload", async ({
  page,
}) => {
  copy = copyProject();
  const portraitFile = "photos/img-5531.jpg";
  writeFileSync(join(copy.dir, PHOTOS_FOLDER, "img-5531.jpg"), await narrowPhoto());
  const photos: PhotosData = {
    ...copy.readJson<PhotosData>(dataFiles.photos),
    portrait: [
      {
        file: portraitFile as PhotosData["portrait"][number]["file"],
        alt: "Smiling at a desk, with a notary stamp in front.",
        altEs: "Sonriendo en un escritorio, con un sello delante.",
      },
    ],
  };
  writeFileSync(join(copy.dir, dataFiles.photos), `${JSON.stringify(photos, null, 2)}\n`);
  editor = await startSiteEditor(copy, 180_000);
  // The editor opens at once; its first build stops at the data check.
  await editor.waitFor("The site could not be built", { timeout: 180_000 });

  // The labels the owner sees in the editor: the Photos list, and its portrait field.
  const collection = editorCollections(copy.dir).find((candidate) =>
    candidate.files?.some(({ file }) => file === dataFiles.photos),
  );
  const portraitLabel = collection?.files?.[0]?.fields.find(({ name }) => name === "portrait")?.label;
  expect(collection?.label).toBe("Photos");
  expect(portraitLabel).toBeDefined();

  await page.goto(editor.origin + ADMIN_PATH);
  const problems = page.getByRole("alert", { name: "Problems to correct" });
  await expect(problems).toBeVisible();
  await expect(problems).toContainText(`${collection?.label} › ${portraitLabel}`);
  await expect(problems).toContainText(`${portraitFile} is ${TOO_NARROW} px wide; ${RULE}`);
  await expect(problems).not.toContainText("[0]");

  // The editor works under it: she signs in, and an upload as small is refused in words.
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("button", { name: "Media" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Upload", { exact: true }).click();
  await (await chooser).setFiles({ name: "img-5532.jpg", mimeType: "image/jpeg", buffer: await narrowPhoto() });
  await expect(page.getByText(`This photo is ${TOO_NARROW} px wide; ${RULE}`)).toBeVisible();
  expect(existsSync(join(copy.dir, PHOTOS.folder, "img-5532.jpg")), "the refused photo is not written").toBe(false);

  // The preview says why there is no site yet, and where to correct it.
  await page.goto(`${editor.origin}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The site could not be built yet");
  await expect(page.getByRole("link", { name: "Open the site editor" })).toHaveAttribute("href", ADMIN_PATH);
});

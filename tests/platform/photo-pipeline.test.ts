import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { build } from "vite";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { PHOTOS_DIR as CONTENT_PHOTOS_DIR, PHOTO_FILE } from "~/lib/photo";
import {
  checkPhotoSources,
  generatedImageProblems,
  PHOTO_BUDGET,
  PHOTO_PIPELINE,
  photoBudget,
  photoImportsIn,
  photoPipeline,
  sourceProblems,
  suggestName,
} from "../../platform/vite/photo-pipeline.mjs";

const root = join(import.meta.dirname, "..", "..");
/** The site's photos folder, which vite.config.ts hands the pipeline. */
const PHOTOS_DIR = join(root, CONTENT_PHOTOS_DIR);
const scratch = mkdtempSync(join(tmpdir(), "photo-pipeline-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(scratch, "photos-"));
});

/** An image with gradients and some grain, so that encoders have something to compress. */
function photo(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const grain = ((x * 7919 + y * 104729) % 23) - 11;
      pixels[at] = Math.round((255 * x) / width) + grain;
      pixels[at + 1] = Math.round((255 * y) / height) + grain;
      pixels[at + 2] = 128 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

async function writePhoto(name: string, width: number, height: number) {
  await photo(width, height).toFile(join(dir, name));
}

/** The plugin's hooks, called as Vite would, with `this.error` throwing as it does. */
const pluginContext = {
  error(message: string): never {
    throw new Error(message);
  },
};

describe("the source budget", () => {
  test("accepts photos that fill the widest generated width", async () => {
    await writePhoto("desk.jpg", PHOTO_BUDGET.sourceMinWidth, 60);
    await writePhoto("portrait.png", PHOTO_BUDGET.sourceMinWidth + 1, 60);
    expect(await checkPhotoSources(dir)).toEqual([]);
  });

  test("names a photo too narrow for covers, with its width and what to do", async () => {
    await writePhoto("kutztown.jpg", 640, 360);
    expect(await checkPhotoSources(dir)).toEqual([
      expect.stringMatching(
        /photos-\w+\/kutztown\.jpg is 640 px wide; photos need at least 1200 px .* — use a larger photo$/,
      ),
    ]);
  });

  test("measures a phone photo as it is shown, after the camera's rotation", async () => {
    // Stored 900 × 1300 and marked "rotate 90°": shown 1300 px wide.
    await photo(900, 1300).withMetadata({ orientation: 6 }).jpeg().toFile(join(dir, "portrait.jpg"));
    expect(await checkPhotoSources(dir, { ...PHOTO_BUDGET, sourceMinWidth: 1300 })).toEqual([]);
    expect(await checkPhotoSources(dir, { ...PHOTO_BUDGET, sourceMinWidth: 1301 })).toEqual([
      expect.stringMatching(/portrait\.jpg is 1300 px wide/),
    ]);
  });

  test("names a file over the size limit, with its size and how to make it smaller", async () => {
    await writePhoto("big.jpg", 64, 36);
    const bytes = statSync(join(dir, "big.jpg")).size;
    const budget = { ...PHOTO_BUDGET, sourceMinWidth: 64, sourceMaxBytes: bytes - 1 };
    expect(await checkPhotoSources(dir, budget)).toEqual([
      expect.stringMatching(/big\.jpg is \d+ KB; photos may be at most \d+ KB — save it as JPG at about 80% quality/),
    ]);
  });

  test("asks for a camera's file name to be written the way content names photos", async () => {
    await writePhoto("IMG_1234.JPG", 1200, 60);
    expect(await checkPhotoSources(dir)).toEqual([
      expect.stringMatching(
        /IMG_1234\.JPG: rename it .* e\.g\. img-1234\.jpg \(content names .*photos\/img-1234\.jpg\)/,
      ),
    ]);
  });

  test("turns away what browsers cannot show, saying what to do instead", async () => {
    writeFileSync(join(dir, "portrait.heic"), "not really a HEIC file");
    writeFileSync(join(dir, "notes.txt"), "a note");
    writeFileSync(join(dir, "broken.jpg"), "not a JPEG");
    mkdirSync(join(dir, "towns"));
    writeFileSync(join(dir, ".gitkeep"), "");
    expect(await checkPhotoSources(dir)).toEqual([
      expect.stringMatching(
        /broken\.jpg cannot be read as a JPG, PNG or WebP image; open it and save it again as JPG$/,
      ),
      expect.stringMatching(/notes\.txt is not a JPG, PNG or WebP photo/),
      expect.stringMatching(/portrait\.heic is an iPhone HEIC photo, which browsers cannot show; export it as JPG/),
      expect.stringMatching(/towns is a folder; put photos directly in/),
    ]);
  });

  test("reports nothing for a missing folder: a site may have no photos yet", async () => {
    expect(await checkPhotoSources(join(dir, "none"))).toEqual([]);
  });

  test("is met by every photo the site has", async () => {
    expect(await checkPhotoSources(PHOTOS_DIR)).toEqual([]);
  });

  test("takes the photos of the folder content names them from, by the names content may use", () => {
    const names = existsSync(PHOTOS_DIR) ? readdirSync(PHOTOS_DIR) : [];
    for (const name of names.filter((file) => !file.startsWith("."))) {
      expect(`photos/${name}`).toMatch(PHOTO_FILE);
    }
    expect(`photos/${suggestName("Reading Pagoda (2).PNG")}`).toMatch(PHOTO_FILE);
    // The Vite and Vitest configurations hand the pipeline that folder (they import nothing of app/).
    for (const config of ["vite.config.ts", "vitest.config.ts"]) {
      expect(readFileSync(join(root, config), "utf8")).toContain(
        `photoPipeline({ dir: resolve(import.meta.dirname, "${CONTENT_PHOTOS_DIR}") })`,
      );
    }
    expect(photoImportsIn(PHOTOS_DIR).test(`${join(PHOTOS_DIR, "a.jpg")}?photo`)).toBe(true);
    expect(photoImportsIn(PHOTOS_DIR).test(`${join(PHOTOS_DIR, "..", "a.jpg")}?photo`)).toBe(false);
    expect(photoImportsIn("C:\\site\\photos").test("C:\\site\\photos\\a.webp?photo")).toBe(true);
    expect(sourceProblems({ path: join(dir, "ok.webp"), bytes: 1, width: 1200, format: "webp" })).toEqual([]);
  });
});

describe("the budget for each generated image", () => {
  const limit = PHOTO_BUDGET.imageMaxBytes;
  const advice = "crop the photo closer or choose one with less fine detail";

  test("allows an image of exactly the limit", () => {
    expect(generatedImageProblems([{ fileName: "assets/desk-1.webp", bytes: limit }])).toEqual([]);
  });

  test("names the photo the images came from, each file's width, format and size, and what to do, once", () => {
    const source = "app/content/photos/desk.jpg";
    expect(
      generatedImageProblems([
        { fileName: "assets/desk-3.webp", bytes: 2 * limit, width: 1200, source },
        { fileName: "assets/desk-2.avif", bytes: limit + 1, width: 800, source },
        { fileName: "assets/desk-1.avif", bytes: limit, width: 480, source },
        { fileName: "assets/door-3.webp", bytes: limit + 1024, width: 1200, source: "app/content/photos/door.jpg" },
      ]),
    ).toEqual([
      `${source}: its 800 px AVIF (assets/desk-2.avif) is 101 KB, its 1200 px WEBP (assets/desk-3.webp) is 200 KB; no image may be over 100 KB — ${advice} (gravel, leaves and busy patterns cost the most)`,
      expect.stringMatching(/^app\/content\/photos\/door\.jpg: its 1200 px WEBP \(assets\/door-3\.webp\) is 101 KB;/),
    ]);
  });

  test("names any other image by its file", () => {
    expect(generatedImageProblems([{ fileName: "assets/map-1.svg", bytes: 2 * limit }])).toEqual([
      expect.stringMatching(/^assets\/map-1\.svg is 200 KB; no image may be over 100 KB/),
    ]);
  });
});

describe("the build step", () => {
  test("fails before any work, listing every photo it cannot use", async () => {
    await writePhoto("a.jpg", 10, 10);
    await writePhoto("b.jpg", 10, 10);
    const plugin = photoBudget({ dir });
    await expect(plugin.buildStart.call(pluginContext)).rejects.toThrow(
      /^Photos the site cannot use:\n {2}\S*a\.jpg is 10 px wide.*\n {2}\S*b\.jpg is 10 px wide/,
    );
  });

  test("fails on a written image over budget, naming the photo it came from", async () => {
    const source = await photo(120, 68).webp().toBuffer();
    const bundle = {
      "assets/desk-1.webp": {
        type: "asset",
        fileName: "assets/desk-1.webp",
        source,
        originalFileNames: ["app/content/photos/desk.jpg"],
      },
      "assets/entry.js": { type: "chunk", fileName: "assets/entry.js", code: "x".repeat(10_000) },
    };
    const plugin = photoBudget({ dir, budget: { ...PHOTO_BUDGET, imageMaxBytes: source.byteLength - 1 } });
    await expect(plugin.generateBundle.call(pluginContext, {}, bundle)).rejects.toThrow(
      /Images over budget:\n {2}app\/content\/photos\/desk\.jpg: its 120 px WEBP \(assets\/desk-1\.webp\)/,
    );
    const roomy = photoBudget({ dir });
    await expect(roomy.generateBundle.call(pluginContext, {}, bundle)).resolves.toBeUndefined();
  });
});

describe("the pipeline in a Vite build", () => {
  const project = join(scratch, "project");
  const photos = join(project, "app", "content", "photos");

  async function buildProject(budget = PHOTO_BUDGET) {
    return build({
      root: project,
      configFile: false,
      logLevel: "silent",
      plugins: [photoPipeline({ dir: photos, budget })],
      build: {
        outDir: join(project, "out"),
        assetsInlineLimit: 0,
        lib: { entry: join(project, "entry.js"), formats: ["es"], fileName: () => "entry.js" },
        // As the site's build names them.
        rolldownOptions: { output: { assetFileNames: "assets/[name]-[hash][extname]" } },
      },
    });
  }

  test("writes AVIF and WebP files at every width, as files rather than data: URLs, and fails over budget", async () => {
    mkdirSync(photos, { recursive: true });
    await photo(1600, 900).jpeg().toFile(join(photos, "desk.jpg"));
    writeFileSync(
      join(project, "entry.js"),
      'import picture from "/app/content/photos/desk.jpg?photo";\nexport default picture;\n',
    );

    await buildProject();
    const entry = readFileSync(join(project, "out", "entry.js"), "utf8");
    expect(entry).not.toContain("data:");
    const files = readdirSync(join(project, "out", "assets"));
    for (const format of PHOTO_PIPELINE.formats) {
      expect(files.filter((file) => file.startsWith("desk-") && file.endsWith(`.${format}`))).toHaveLength(
        PHOTO_PIPELINE.widths.length,
      );
      const srcSet = new RegExp(
        PHOTO_PIPELINE.widths.map((width) => `/assets/desk-[\\w-]+\\.${format} ${width}w`).join(", "),
      );
      expect(entry).toMatch(srcSet);
    }
    for (const file of files) {
      expect(statSync(join(project, "out", "assets", file)).size).toBeLessThanOrEqual(PHOTO_BUDGET.imageMaxBytes);
    }

    await expect(buildProject({ ...PHOTO_BUDGET, imageMaxBytes: 1024 })).rejects.toThrow(
      /Images over budget:\n {2}app\/content\/photos\/desk\.jpg: its \d+ px (AVIF|WEBP)/,
    );
  }, 120_000);
});

// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { PhotoSlot } from "~/components/PhotoSlot";
import { portraitPlaceholder, workSlotOf } from "~/content/photo-slots";
import type { Photo as PhotoData } from "~/lib/photo";
import { site } from "~/facts/site.config";

const photo: PhotoData = {
  alt: "Alex Rivera at a kitchen table, pointing to a signature line.",
  src: "/assets/alex-3.webp",
  width: 1200,
  height: 1500,
  sources: [
    { type: "image/avif", srcSet: "/assets/alex-1.avif 480w, /assets/alex-2.avif 800w" },
    { type: "image/webp", srcSet: "/assets/alex-1.webp 480w, /assets/alex-2.webp 800w" },
  ],
};

afterEach(cleanup);

describe("a photo slot", () => {
  test("with the owner's photo shows it, with its sizes and dimensions, and no placeholder mark", () => {
    const { container } = render(
      <PhotoSlot name="portrait" photo={photo} placeholder={portraitPlaceholder.en} shape="portrait" sizes="7rem" />,
    );
    const image = screen.getByRole("img", { name: photo.alt });
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "1500");
    expect(image.parentElement?.querySelector("source")).toHaveAttribute("sizes", "7rem");
    const slot = container.querySelector("[data-photo-slot]");
    expect(slot).toHaveAttribute("data-photo-slot", "portrait");
    expect(slot).not.toHaveAttribute("data-placeholder");
  });

  test("without it is a marked placeholder that says what is coming, with no picture of anyone", () => {
    const { container } = render(
      <PhotoSlot name="portrait" placeholder={portraitPlaceholder.en} shape="portrait" sizes="7rem" />,
    );
    const placeholder = screen.getByRole("img", { name: portraitPlaceholder.en.caption });
    expect(placeholder).toHaveAttribute("data-placeholder", "");
    expect(placeholder.textContent).toContain(portraitPlaceholder.en.monogram);
    expect(portraitPlaceholder.en.caption).toContain(site.notary.fullName);
    expect(container.querySelector("img, picture")).toBeNull();
  });

  test("on a service page names the work it will show, in the page's language", () => {
    const slot = workSlotOf("mobile-notary", "es");
    if (!slot) throw new Error("the mobile-notary page has an on-the-job photo slot");
    expect(slot.name).toBe("service:mobile-notary");
    render(<PhotoSlot name={slot.name} placeholder={slot.placeholder} shape="landscape" sizes="100vw" />);
    expect(screen.getByRole("img", { name: slot.placeholder.caption })).toBeInTheDocument();
    expect(workSlotOf("affidavits", "en")).toBeUndefined();
  });
});

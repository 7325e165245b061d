/**
 * Home page: hero video and its controls, Our Products (the products, shown once), the device
 * showcase, the platforms and standards, the whitepapers introduction, hash scrolling and scroll reveal.
 */
import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";

/** Fake timers that only move when the test says so (page.clock.runFor). */
async function freezeClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

test.describe("hero", () => {
  test("pre-rendered HTML preloads the poster, the LCP image, and the demo link leads to Book a meeting", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const preload = html.match(/<link[^>]+rel="preload"[^>]+as="image"[^>]*>/)?.[0] ?? "";
    expect(preload).toContain('type="image/avif"');
    expect(preload).toMatch(/imagesrcset="[^"]*640w, [^"]*1280w"/i);
    expect(html).toMatch(/<img[^>]+fetchpriority="high"/i);
    // No sales address is configured in the test build: the demo link opens the Book a meeting page.
    expect(html).toMatch(/<a[^>]+href="\/bookmeeting"[^>]*>Book a meeting<\/a>/);
    expect(html).not.toContain("mailto:");
  });

  test("the video plays, and the Pause/Play button's label follows its state", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const video = page.locator("#main-content section").first().locator("video");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    const pause = page.getByRole("button", { name: "Pause background video" });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
  });

  test("under reduced motion the video does not start and the poster stays", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    const video = page.locator("#main-content section").first().locator("video");
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(video).not.toHaveAttribute("data-started");
  });
});

test("Our Products shows each product once: glyph, tagline, two extra lines and a link to its page", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.locator("#wwd");
  await expect(section.getByRole("heading", { level: 2, name: "Our products" })).toBeVisible();
  await expect(section.locator("li h3")).toHaveText([
    "VIVRE",
    "S.A.R.A.",
    "Blinks",
    "Hospitality Suite",
    "AdPilot",
    "ReelCraft",
  ]);
  await expect(section.locator("li").first().locator("p")).toHaveCount(3);
  await expect(section.locator("li img")).toHaveCount(6);
  await expect(section.getByRole("link", { name: "S.A.R.A." })).toHaveAttribute("href", "/product/sara");
  // The product list is the target of the #ott-products links; no second product section follows.
  await expect(section.locator("#ott-products > li")).toHaveCount(6);
  await expect(page.getByRole("region", { name: /products/i })).toHaveCount(1);
});

test.describe("device showcase", () => {
  test("eight 64 px device buttons, exactly one selected (tv by default); click and arrow keys choose", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const group = page.getByRole("radiogroup", { name: "Device to preview" });
    await expect(page.getByRole("heading", { level: 2, name: "OTT frontend application" })).toBeVisible();
    const radios = group.getByRole("radio");
    await expect(radios).toHaveCount(8);
    expect(await group.locator("[data-device]").evaluateAll((buttons) => buttons.map((b) => b.dataset.device))).toEqual(
      ["tv", "mobile", "tablet", "laptop", "dongle", "stb", "appleTV", "hbbtv"],
    );
    await expect(group.getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(group.getByRole("radio", { name: "Smart TV" })).toBeChecked();
    const preview = page.locator("#ott-frontend figure img");
    await expect(preview).toHaveAttribute("alt", /Smart TV/);

    await group.getByRole("radio", { name: "Mobile" }).click();
    await expect(group.getByRole("radio", { name: "Mobile" })).toBeChecked();
    await expect(group.getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(preview).toHaveAttribute("alt", /phone/);

    await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: "Tablet" })).toBeChecked();
    await expect(group.getByRole("radio", { name: "Tablet" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(group.getByRole("radio", { name: "HbbTV" })).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: "Smart TV" })).toBeChecked();
  });

  test("each device button is a 64 px circle with its name shown below it and a selected state beyond colour", async ({
    page,
  }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await waitForHydration(page);
      const group = page.getByRole("radiogroup", { name: "Device to preview" });
      await group.scrollIntoViewIfNeeded();
      // Measured in one frame: the section may still be gliding in as it is revealed.
      const shapes = await group.getByRole("radio").evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          const label = document.querySelector(`label[for="${button.id}"]`);
          return {
            width: box.width,
            height: box.height,
            borderRadius: getComputedStyle(button).borderRadius,
            labelBelow: label ? label.getBoundingClientRect().top - box.bottom : Number.NaN,
          };
        }),
      );
      expect(shapes).toHaveLength(8);
      for (const shape of shapes) {
        expect(shape).toMatchObject({ width: 64, height: 64, borderRadius: "50%" });
        expect(shape.labelBelow).toBeGreaterThanOrEqual(0);
      }
      // The name under each circle is visible and is the button's accessible name.
      for (const radio of await group.getByRole("radio").all()) {
        const label = page.locator(`label[for="${await radio.getAttribute("id")}"]`);
        await expect(label).toBeVisible();
        await expect(radio).toHaveAccessibleName((await label.textContent()) ?? "");
      }
      const selected = group.getByRole("radio", { checked: true });
      await expect(selected).toHaveAttribute("data-device", "tv");
      await expect(selected.locator("svg").last()).toBeVisible();
      await expect(group.getByRole("radio", { checked: false }).first().locator("svg").last()).toBeHidden();
      // A click on the name chooses the device too; the tick moves with the choice.
      await group.getByText("Web", { exact: true }).click();
      await expect(group.getByRole("radio", { name: "Web" })).toBeChecked();
      await expect(group.getByRole("radio", { name: "Web" }).locator("svg").last()).toBeVisible();
      await expect(group.getByRole("radio", { name: "Smart TV" }).locator("svg").last()).toBeHidden();
    }
  });

  test("the preview tilts towards the pointer, at most 35° with perspective 900, and not under reduced motion", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await waitForHydration(page);
    const tilt = page.locator("#ott-frontend figure > div");
    await tilt.scrollIntoViewIfNeeded();
    const box = await tilt.boundingBox();
    if (!box) throw new Error("no preview");
    // The showcase attaches its pointer listener after its own effects run: move until it answers.
    let transform = "";
    await expect
      .poll(async () => {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.move(box.x + box.width - 1, box.y + 1);
        transform = await tilt.evaluate((element) => element.style.transform);
        return transform;
      })
      .toContain("scale(1.05)");
    expect(transform).toContain("perspective(900px)");
    const angles = [...transform.matchAll(/rotate[XY]\((-?[\d.]+)deg\)/g)].map((match) => Math.abs(Number(match[1])));
    expect(Math.max(...angles)).toBeGreaterThan(25);
    expect(Math.max(...angles)).toBeLessThanOrEqual(35);
    expect(await tilt.evaluate((element) => element.style.transition)).toContain("2000ms");
    // Back at rest there is no transform, so the preview does not keep a compositor layer of its own.
    await page.mouse.move(box.x + box.width / 2, box.y - 200);
    expect(await tilt.evaluate((element) => element.style.transform)).toBe("none");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.mouse.move(box.x + 5, box.y + 5);
    expect(await tilt.evaluate((element) => element.style.transform)).toBe("");
  });
});

test("Our partners shows the 17 platforms and standards by kind, without claiming partnerships", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#swu");
  await expect(
    section.getByRole("heading", { level: 2, name: "Built for the platforms and standards you use" }),
  ).toBeVisible();
  // The logos are named as the technology the apps are built for, with no partnership claimed (nor
  // a disclaimer that contradicts the section's label).
  await expect(section).toContainText("built and certified for");
  await expect(section).not.toContainText(/partnership|partnered/i);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Device platforms",
    "Streaming formats",
    "DRM and advertising",
  ]);
  await expect(section.getByRole("img")).toHaveCount(17);
  await expect(section.getByRole("img", { name: "VAST" })).toBeVisible();
});

test("the whitepapers introduction invites to Resources and its carousel wraps", async ({ page }) => {
  // Reduced motion: the carousel does not rotate on its own, so the steps below are exact.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForHydration(page);
  const section = page.locator("#whitepapers");
  await expect(section.getByRole("link", { name: "Explore whitepapers" })).toHaveAttribute("href", "/resources");
  const carousel = section.getByRole("region", { name: "Whitepapers" });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-engaged", "");
  const current = carousel.locator("[data-dot][aria-current='true']");
  await expect(current).toHaveAttribute("aria-label", "Show slide 1 of 2");
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(current).toHaveAttribute("aria-label", "Show slide 2 of 2");
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(current).toHaveAttribute("aria-label", "Show slide 1 of 2");
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(current).toHaveAttribute("aria-label", "Show slide 2 of 2");
  // It can rotate, so it ends in the site's Pause/Play button like every other slideshow.
  await expect(carousel.getByRole("button", { name: /^Play .*slideshow$/ })).toBeVisible();
});

/** Client-side navigation to a URL, as the router does for a link (pushState + popstate). */
async function navigateInApp(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, url);
}

test.describe("hash scrolling", () => {
  for (const id of ["wwd", "ott-products", "swu"]) {
    test(`#${id} scrolls to its section at once`, async ({ page }) => {
      await page.goto(`/#${id}`);
      await waitForHydration(page);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
      await navigateInApp(page, "/");
      await freezeClock(page);
      await navigateInApp(page, `/#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    });
  }

  test("#contact is aligned again after 500 ms, once the layout above it has settled", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    await waitForHydration(page);
    await freezeClock(page);
    await navigateInApp(page, "/#contact");
    await expect(page).toHaveURL(/#contact$/);
    await page.clock.runFor(100);
    // Something above moves the page meanwhile (late images, the visitor's own scroll).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(300);
    await expect(page.locator("#contact")).not.toBeInViewport();
    await page.clock.runFor(150);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

test.describe("scroll reveal", () => {
  test("content below the fold waits to appear, then fades in as it scrolls into view", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await waitForHydration(page);
    const card = page.locator("#whitepapers [data-reveal]").first();
    await expect(card).toHaveAttribute("data-reveal", "hidden");
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await expect(card).toHaveAttribute("data-reveal", "shown");
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  });

  test("without JavaScript everything is visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto("/");
    const opacities = await page
      .locator("[data-reveal]")
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(opacities.length).toBeGreaterThan(5);
    expect(new Set(opacities)).toEqual(new Set(["1"]));
    await expect(page.getByRole("heading", { level: 2, name: "Our products" })).toBeVisible();
    await context.close();
  });
});

for (const width of [375, 768, 1440]) {
  test(`the customers' names fill even rows at ${width} px, none alone on a line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const names = page.locator("#wwd").getByRole("navigation", { name: "Teams we work with" }).getByRole("link");
    await expect(names).toHaveCount(6);
    const tops = await names.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    const perRow = [...tops.reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map<number, number>())];
    expect(new Set(perRow.map(([, count]) => count)).size, JSON.stringify(perRow)).toBe(1);
    expect(perRow[0]?.[1]).toBeGreaterThan(1);
  });
}

test("Our products ends with the customers' names, each leading to its page", async ({ page }) => {
  await page.goto("/");
  const names = page.locator("#wwd").getByRole("navigation", { name: "Teams we work with" }).getByRole("link");
  await expect(names).toHaveText(["Astro", "Dialog", "DishTV", "Emiratus", "Kaltura", "Reshet"]);
  await expect(names.first()).toHaveAttribute("href", "/astro");
  // Beside the form, the direct way to a time is the scheduler itself, not a second "Book a meeting".
  await expect(page.locator("#contact").getByRole("link", { name: "Pick a time" })).toHaveAttribute(
    "href",
    "/bookmeeting#schedule",
  );
});

test.describe("Book a meeting (#contact)", () => {
  test("the form is in the pre-rendered HTML with Name, Email, Company and a 4-row Message", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const contact = html.slice(html.indexOf('id="contact"'));
    for (const name of ["name", "email", "company"]) expect(contact).toMatch(new RegExp(`<input[^>]+name="${name}"`));
    expect(contact).toMatch(/<textarea[^>]+name="message"[^>]*rows="4"|<textarea[^>]+rows="4"[^>]*name="message"/);
  });

  test("its code loads near the section, and a request is sent and confirmed", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const contact = page.locator("#contact");
    await expect(contact.getByRole("heading", { level: 2, name: "Book a meeting" })).toBeVisible();
    await contact.scrollIntoViewIfNeeded();
    // Hydrated: the browser's own validation is replaced by the form's messages.
    await expect(contact.locator("form")).toHaveAttribute("novalidate", "");
    await contact.getByLabel("Name").fill("Asha Rao");
    await contact.getByLabel("Email").fill("asha@example.com");
    await contact.getByLabel("Company").fill("Example Media");
    await contact.getByLabel("Message").fill("A demo of VIVRE for our Smart TV apps, please.");
    await expect(contact.getByLabel("Message")).toHaveAttribute("rows", "4");
    // The server refuses forms filled faster than a person could type: let time pass.
    await page.clock.fastForward(5000);
    await contact.getByRole("button", { name: "Request a meeting" }).click();
    await expect(contact.getByRole("heading", { name: "Request received" })).toBeVisible();
  });

  for (const width of [375, 768, 1440]) {
    test(`the message's hint stands above its field at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const contact = page.locator("#contact");
      await contact.scrollIntoViewIfNeeded();
      const hint = contact.getByText("What would you like to see or discuss?");
      const field = contact.getByLabel("Message");
      await expect(hint).toBeVisible();
      await expect(field).toBeVisible();
      // Measured once the section has rendered (it is skipped while far from view: content-visibility).
      await expect
        .poll(async () => {
          const [hintBox, fieldBox] = [await hint.boundingBox(), await field.boundingBox()];
          return hintBox && fieldBox ? hintBox.y + hintBox.height <= fieldBox.y : "not laid out";
        })
        .toBe(true);
    });
  }
});

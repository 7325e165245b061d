/**
 * The whitepaper link of the e-mail a visitor receives after a request:
 *
 *   GET /whitepapers/download/<signed token>   200 the PDF · 404 not a valid link · 410 expired
 *
 * The token names the whitepaper and when the link stops working (7 days after
 * the request); its signature makes a guessed or altered link worthless.
 */
import { type Response, Router } from "express";
import { verifyLink } from "../delivery/signed-links.ts";
import { WHITEPAPER_DOWNLOAD_PATH } from "../leads/lead-messages.ts";
import type { Services } from "../services.ts";

function refuse(res: Response, status: number, message: string): void {
  res.status(status).setHeader("Cache-Control", "no-store").setHeader("X-Robots-Tag", "noindex");
  res.type("text/plain").send(message);
}

export function createWhitepaperDownloadRouter(
  services: Pick<Services, "delivery" | "whitepapers" | "logger" | "now">,
) {
  const router = Router();
  router.get(`${WHITEPAPER_DOWNLOAD_PATH}:token`, async (req, res) => {
    const unavailable = (error: unknown) => {
      services.logger.error({ err: error }, "whitepaper link: database unavailable");
      refuse(res, 503, "Downloads are unavailable just now. Please try again in a minute.");
    };
    let secret: string;
    try {
      secret = await services.delivery.linkSecret();
    } catch (error) {
      unavailable(error);
      return;
    }
    const check = verifyLink(secret, req.params.token, "whitepaper", services.now());
    if (!check.ok) {
      if (check.reason === "expired") {
        refuse(res, 410, "This download link has expired. Request the whitepaper again on our Resources page.");
      } else {
        refuse(res, 404, "This download link is not valid. Please use the link from our e-mail.");
      }
      return;
    }
    let file: Awaited<ReturnType<typeof services.whitepapers.get>>;
    try {
      // An editor's replacement PDF is read from the database.
      file = await services.whitepapers.get(check.claims.whitepaperId);
    } catch (error) {
      unavailable(error);
      return;
    }
    if (!file) {
      refuse(res, 404, "This whitepaper is no longer available.");
      return;
    }
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `attachment; filename="${file.fileName}"`);
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Robots-Tag", "noindex");
    res.send(Buffer.from(file.bytes));
  });
  return router;
}

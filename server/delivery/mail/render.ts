/**
 * Every e-mail is described once, as a few blocks (paragraphs, a list of fields,
 * buttons), and rendered twice: plain text, and HTML that reads well on a phone
 * (one narrow column, large text, inline styles only, no images or other remote
 * content). Every value is escaped in the HTML; header values never carry line breaks.
 */

export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "fields"; rows: readonly (readonly [label: string, value: string])[] }
  | { kind: "links"; links: readonly { label: string; href: string }[] };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: readonly MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** One line for a header (subject, display names): control characters become spaces, length is bounded. */
export function headerText(value: string, maxLength = 200): string {
  const spaced = [...value].map((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? " " : char;
  });
  const line = spaced.join("").replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

const COLORS = { text: "#0b1020", muted: "#4a5068", accent: "#3b3fd8", rule: "#d9dce8", page: "#f4f5f9" };
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Text with its line breaks kept. */
function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>");
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${htmlLines(block.text)}</p>`;
    case "fields":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 0;border-top:1px solid ${COLORS.rule};font-size:14px;line-height:1.4;color:${COLORS.muted}">${escapeHtml(label)}</td></tr>` +
            `<tr><td style="padding:0 0 8px;font-size:16px;line-height:1.5;word-break:break-word">${value ? htmlLines(value) : "—"}</td></tr>`,
        )
        .join("")}</table>`;
    case "links":
      return block.links
        .map(
          (link) =>
            `<p style="margin:0 0 12px"><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${COLORS.accent};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
        )
        .join("");
  }
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "fields":
      return block.rows
        .map(([label, value]) => `${label}: ${value.includes("\n") ? `\n${value}` : value || "—"}`)
        .join("\n");
    case "links":
      return block.links.map((link) => `${link.label}:\n${link.href}`).join("\n\n");
  }
}

export function renderMail(content: MailContent): RenderedMail {
  const subject = headerText(content.subject);
  const text = [content.heading, "", ...content.blocks.map(textBlock).flatMap((part) => [part, ""]), "— Horizon"].join(
    "\n",
  );
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px"><tr><td style="padding:24px;font-family:${FONT};color:${COLORS.text}">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1>
${content.blocks.map(htmlBlock).join("\n")}
<p style="margin:24px 0 0;font-size:14px;color:${COLORS.muted}">Horizon</p>
</td></tr></table></td></tr></table>
</body></html>
`;
  return { subject, text, html };
}

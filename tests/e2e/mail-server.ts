/**
 * Playwright global setup: a real SMTP server for the web server to send to
 * (SMTP_URL in playwright.config.ts), and a small HTTP mailbox on loopback from
 * which tests read what it received, parsed with mailparser. A test can also have the
 * SMTP server refuse an address for good (550), as a mailbox that does not exist would.
 */
import http from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { e2eMailPorts } from "./mail-ports";

export interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

export default async function startMailServer(): Promise<() => Promise<void>> {
  const messages: MailboxMessage[] = [];
  const refused = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          attachments: parsed.attachments.map((file) => ({
            filename: file.filename ?? "",
            contentType: file.contentType,
            content: file.content.toString("utf8"),
          })),
        });
        callback();
      }, callback);
    },
  });
  const mailbox = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://mailbox");
    // PUT /refused?address=… refuses an address from now on; DELETE accepts it again.
    if (url.pathname === "/refused") {
      const address = url.searchParams.get("address") ?? "";
      if (req.method === "PUT") refused.add(address);
      else if (req.method === "DELETE") refused.delete(address);
      res.writeHead(204).end();
      return;
    }
    const to = url.searchParams.get("to");
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(messages.filter((message) => !to || message.to.includes(to))));
  });
  const ports = e2eMailPorts();
  await new Promise<void>((resolve) => smtp.listen(ports.smtp, "127.0.0.1", () => resolve()));
  await new Promise<void>((resolve) => mailbox.listen(ports.mailbox, "127.0.0.1", () => resolve()));
  return async () => {
    mailbox.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}

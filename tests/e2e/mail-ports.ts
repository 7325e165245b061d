/** Loopback ports of the end-to-end tests' SMTP server and mailbox, derived from the web server's port. */
export function e2eMailPorts(): { smtp: number; mailbox: number } {
  const port = Number(process.env.E2E_PORT ?? 4173);
  return { smtp: port + 20_000, mailbox: port + 20_001 };
}

// A real SMTP listener for the browser journeys, run as a Playwright web server. The app under test sends
// to it over SMTP; tests read what arrived over HTTP (GET /mails?to=…), since they run in other processes.
import { createServer } from 'node:http';
import { startSmtpListener } from '../../server/test/smtp-listener.ts';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2527);

const listener = await startSmtpListener({ port: smtpPort });
createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = listener.mails.filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to));
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(url.pathname === '/mails' ? mails : { status: 'ok' }));
}).listen(httpPort, '127.0.0.1', () => {
  console.log(`mail catcher: SMTP on ${listener.url}, HTTP on http://127.0.0.1:${httpPort}`);
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received: method, path and the form-encoded parameters, flattened (`a[b][0]`). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
}

/**
 * A tiny local stand-in for the parts of the Stripe API billing uses: Checkout sessions (create, retrieve) and
 * customer-portal sessions. The real stripe SDK talks to it over HTTP (STRIPE_API_BASE).
 */
export interface FakeStripe {
  url: string;
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeSession>;
  /** Marks a session paid, as Stripe would once the customer pays. */
  completeSession(id: string, customer?: string): FakeSession;
  /** Answers the next N requests with a Stripe API error. */
  failNext(n?: number): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  let failures = 0;
  let sequence = 0;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(new URLSearchParams(await readBody(req)));
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      params,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++sequence}` });
      res.end(JSON.stringify(body));
    };
    if (failures > 0) {
      failures -= 1;
      send(400, { error: { type: 'invalid_request_error', message: 'Simulated failure' } });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${++sequence}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(params)) {
        const match = /^metadata\[(\w+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer ?? null,
        amount_total: Number(params['line_items[0][price_data][unit_amount]'] ?? 0),
        currency: params['line_items[0][price_data][currency]'] ?? 'usd',
        metadata,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url ?? '',
        cancel_url: params.cancel_url ?? '',
      };
      sessions.set(id, session);
      send(200, session);
      return;
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      if (!session)
        send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      else send(200, session);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = `bps_${++sequence}`;
      send(200, {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
      return;
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    completeSession(id, customer = `cus_${id}`) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer });
      return session;
    },
    failNext(n = 1) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The sign-in and buy journey of scripts/deploy/test-deploy.mjs, through nginx with the SDK, one instance killed
// half-way. `check` records each result; a failed precondition throws and ends the run.

/** A 1×1 PNG: a real image by content (the server sniffs types). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = () => new Blob([PNG], { type: 'image/png' });

/**
 * Runs the journey. `lib` is the bundled SDK and ledger (createTsumiki, memorySession, isApiError,
 * checkInvariants); `edge` nginx's origin; `instances` the two servers' origins; `db` a pool on the shared
 * database; `operator(args)` runs the built operator CLI; `freezeOne()` SIGSTOPs the first instance and
 * `killOne()` SIGKILLs it; `edgeLog()` reads nginx's error log. Answers the customer and how many orders they
 * must have.
 */
export async function journey({
  lib,
  edge,
  instances,
  db,
  operator,
  freezeOne,
  killOne,
  edgeLog,
  check,
  note,
}) {
  const mobile = `09${String(Date.now()).slice(-8)}`;
  const password = 'deploy-pass-1';
  const sdk = lib.createTsumiki({ baseUrl: `${edge}/api/vue`, session: lib.memorySession(), language: 'en' });
  await sdk.ready;
  const post = (path, form) => sdk.client.post(path, form);

  // Register, then sign in as a returning customer would.
  await post('/user/register', { account: mobile, password, repeatPassword: password, terms: '1' });
  const signedIn = await post('/user/login', { account: mobile, password });
  await sdk.session.set({ token: signedIn.token, account: signedIn.account });
  check('register and sign in through nginx', Boolean(signedIn.token), `account ${mobile}`);
  await liveThroughNginx({ edge, session: signedIn, check });
  // Orders take the funds password.
  const fundsPassword = '135790';
  await post('/user/setFundsPassword', {
    loginPassword: password,
    fundsPassword,
    repeatFundsPassword: fundsPassword,
  });

  await post('/user/submitVerification', {
    realName: 'Deploy Test',
    idNumber: 'DT1234567',
    privacyNotice: '1',
    frontImage: png(),
    backImage: png(),
  });
  const [verification] = await db.query(
    "SELECT v.id FROM verifications v JOIN accounts a ON a.id = v.account_id WHERE a.mobile = $1 AND v.status = 'pending'",
    [mobile],
  );
  note(operator(['approve', 'verifications', String(verification.id)]).trim());

  // A form over the server's 5 MiB cap must reach the server (nginx's client_max_body_size is larger) and be
  // refused in the API's own envelope, not by nginx with a 413 page.
  const big = await post('/user/deposit', {
    amount: '1000',
    currency: 'JPY',
    proof: new Blob([PNG, Buffer.alloc(6 * 1024 * 1024)], { type: 'image/png' }),
  }).then(
    () => 'accepted',
    (error) => (lib.isApiError(error) ? `${error.msg} (HTTP ${error.status ?? '-'})` : String(error)),
  );
  check('a 6 MiB upload passes nginx and is refused by the server', big.startsWith('upload.tooLarge'), big);

  const deposit = await post('/user/deposit', { amount: '500000', currency: 'JPY', proof: png() });
  note(operator(['approve', 'deposits', String(deposit.id)]).trim());
  const info = await post('/user/getUserinfo', { type: 'jpy' });
  check('operator-approved deposit credited', info.jpy === '500000.00', `jpy ${info.jpy}`);

  // Shared nothing but PostgreSQL (and the upload directory): the same session, balance, upload and market
  // answer on each instance asked directly.
  const headers = { token: signedIn.token, account: signedIn.account };
  const form = (body) => ({
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  const direct = await Promise.all(
    instances.map(async (origin) => {
      const user = await (await fetch(`${origin}/api/vue/user/getUserinfo`, form({ type: 'jpy' }))).json();
      const detail = await (
        await fetch(`${origin}/api/vue/market/detail`, form({ type: 'jpy', code: '7203' }))
      ).json();
      return { user, detail };
    }),
  );
  const balances = direct.map((d) => `${d.user.status}:${d.user.data?.jpy}`);
  check(
    'one session and balance on both instances',
    balances.every((b) => b === '1:500000.00'),
    balances.join(' / '),
  );
  const day = (d) =>
    JSON.stringify(['previousClose', 'open', 'limitUp', 'limitDown'].map((k) => d.detail.data?.[k] ?? null));
  check(
    'the market agrees on both instances',
    direct[0].detail.status === 1 && day(direct[0]) === day(direct[1]),
    day(direct[0]),
  );
  const [proof] = await db.query(
    'SELECT u.stored_name FROM deposits d JOIN uploads u ON u.id = d.proof_upload_id WHERE d.id = $1',
    [deposit.id],
  );
  const served = await Promise.all(
    instances.map(async (origin) => {
      const res = await fetch(`${origin}/api/vue/uploads/${proof.stored_name}`, { headers });
      return res.ok && Buffer.from(await res.arrayBuffer()).equals(PNG);
    }),
  );
  check('an upload written by one instance is served by both', served.every(Boolean), served.join(' / '));
  // TSUMIKI_TRUST_PROXY=127.0.0.1: a proxy on loopback names the client, so per-address limits count the customer,
  // not nginx. (Asked directly: through nginx the test's own client is on loopback too, hence trusted.)
  const viaProxy = await fetch(`${instances[1]}/api/vue/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
    body: new URLSearchParams({
      account: `08${mobile.slice(2)}`,
      password,
      repeatPassword: password,
      terms: '1',
    }).toString(),
  });
  const [counted] = await db.query(
    "SELECT count(*)::int AS n FROM rate_limits WHERE bucket = 'register:ip:203.0.113.7'",
  );
  check(
    'per-address limits count the forwarded client address',
    (await viaProxy.json()).status === 1 && counted.n === 1,
    `register:ip:203.0.113.7 counted ${counted.n}`,
  );
  const [limits] = await db.query('SELECT count(*)::int AS n FROM rate_limits');
  check('rate-limit counters live in PostgreSQL', limits.n > 0, `${limits.n} counter rows`);

  const buy = (n, requestId) =>
    post('/trade/buy', {
      code: '7203',
      type: 'jpy',
      direction: 'long',
      orderType: 'market',
      lots: String(n),
      leverage: '5',
      fundsPassword,
      requestId,
    });
  const first = await buy(10, `deploy-${mobile}-1`);
  check(
    'market buy fills during the session',
    first.status === 0,
    `order ${first.id}, ${first.stock_num} shares`,
  );

  // Instance a hangs (SIGSTOP: it accepts connections and never answers). nginx must not send a POST that
  // reached it to another instance: the customer gets a 504 and retries under the same requestId.
  await freezeOne();
  const buys = [first.id];
  let unanswered;
  for (let k = 2; k <= 5 && !unanswered; k++) {
    const requestId = `deploy-${mobile}-${k}`;
    try {
      buys.push((await buy(1, requestId)).id);
    } catch (error) {
      if (!lib.isApiError(error) || error.status !== 504) throw error;
      unanswered = requestId;
    }
  }
  check(
    'a POST that reached the hung instance is not retried by nginx',
    Boolean(unanswered),
    unanswered ? `HTTP 504 for ${unanswered} after ${buys.length - 1} answered elsewhere` : 'no 504 seen',
  );
  // A GET (idempotent) that times out on the hung instance is passed to the other one.
  const gets = [];
  const timedOut = () =>
    edgeLog()
      .split('\n')
      .filter((l) => l.includes('upstream timed out') && l.includes('"GET /api/vue/uploads/')).length;
  while (gets.length < 4 && (gets.length === 0 || timedOut() === 0)) {
    const res = await fetch(`${edge}/api/vue/uploads/${proof.stored_name}`, { headers });
    gets.push(res.status);
  }
  check(
    'GETs that time out on the hung instance are retried elsewhere',
    gets.every((g) => g === 200) && timedOut() > 0,
    `${gets.join(' ')}; ${timedOut()} GET timed out on the hung instance and was passed on`,
  );

  // Then it dies (SIGKILL: no goodbye, the request it held is lost). Requests nginx cannot connect with never
  // reached a server, so nginx passes them on, POSTs included.
  await killOne();
  const retried = await buy(1, unanswered ?? `deploy-${mobile}-x`);
  const replayed = await buy(1, unanswered ?? `deploy-${mobile}-x`);
  buys.push(retried.id);
  check(
    'the retried POST is done once; its repeat gets the kept answer',
    retried.status === 0 && replayed.id === retried.id,
    `order ${retried.id}, repeat answered order ${replayed.id}`,
  );
  const after = [];
  const again = await post('/user/login', { account: mobile, password });
  await sdk.session.set({ token: again.token, account: again.account });
  after.push('login');
  for (let i = 0; i < 3; i++) {
    await post('/user/getUserinfo', { type: 'jpy' });
    after.push('getUserinfo');
  }
  const second = await buy(10, `deploy-${mobile}-last`);
  buys.push(second.id);
  after.push('buy');
  const positions = await post('/trade/userstocklist', { type: 'jpy' });
  after.push('positions');
  await post('/user/fundrecords', { type: 'jpy' });
  after.push('fundrecords');
  check(
    'the journey goes on through the surviving instance',
    second.status === 0 && positions.list?.length === buys.length,
    `${after.length} calls answered after the kill (${after.join(', ')}); ${positions.list?.length} positions`,
  );
  return { mobile, orders: buys.length, session: { token: again.token, account: again.account } };
}

/** The money checks at the end: the server's own invariants plus this customer's books. */
export async function moneyChecks({ lib, db, mobile, orders: placed, check }) {
  const violations = await lib.checkInvariants(db);
  check(
    'ledger invariants (double entry, balances = replay, nothing negative)',
    violations.length === 0,
    violations.length ? JSON.stringify(violations.slice(0, 5)) : 'no violations',
  );
  const [orders] = await db.query(
    'SELECT count(*)::int AS n FROM orders o JOIN accounts a ON a.id = o.account_id WHERE a.mobile = $1',
    [mobile],
  );
  check('exactly the orders placed (nothing done twice)', orders.n === placed, `${orders.n} of ${placed}`);
  // In numeric, never binary floats: what the customer holds plus the fees the house took is what came in.
  const [books] = await db.query(
    `WITH me AS (SELECT id FROM accounts WHERE mobile = $1),
          fees AS (SELECT coalesce(sum(amount), 0) AS total FROM ledger_lines
                    WHERE house = 'fees' AND journal_id IN
                      (SELECT journal_id FROM ledger_lines WHERE account_id = (SELECT id FROM me)))
     SELECT m.available::text AS available, m.frozen::text AS frozen, fees.total::text AS fees,
            m.available + m.frozen + fees.total = 500000 AS ok
       FROM market_accounts m, fees WHERE m.account_id = (SELECT id FROM me) AND m.market = 'jpy'`,
    [mobile],
  );
  check(
    'available + frozen + fees taken = the deposit',
    books?.ok === true,
    `${books?.available} + ${books?.frozen} + ${books?.fees}`,
  );
}

/**
 * Live prices through nginx: the quote stream (Server-Sent Events) opens with the session headers and its first
 * events arrive at once, not when a proxy buffer fills or the answer ends.
 */
async function liveThroughNginx({ edge, session, check }) {
  const started = Date.now();
  const res = await fetch(`${edge}/api/vue/market/stream`, {
    method: 'POST',
    headers: {
      token: session.token,
      account: session.account,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'symbols=jpy:7203,jpy:N225',
    signal: AbortSignal.timeout(10_000),
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (!text.includes('event: quotes')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // Timed out: judged below.
  }
  const ms = Date.now() - started;
  await reader.cancel().catch(() => {});
  check(
    'live prices stream through nginx, unbuffered',
    String(res.headers.get('content-type')).startsWith('text/event-stream') &&
      text.includes('event: hello') &&
      text.includes('event: quotes') &&
      ms < 3_000,
    `${res.status}, first quotes after ${ms} ms`,
  );
}
